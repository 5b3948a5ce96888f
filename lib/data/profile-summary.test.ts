import { toProfileSummary } from './profile-summary';

const record = {
  __typename: 'Profile' as const,
  id: 'p1',
  finished: '2026-05-01T10:00:00Z',
  applicable: true,
  riskLevel: 'NEAR_POPULATION' as const,
  riskColor: 'GREEN' as const,
  updatedAt: '2026-05-01T10:00:00Z',
};

describe('toProfileSummary', () => {
  it('says her family meets a NICE referral sign when her Profile carries that action', () => {
    const actions = [{ __typename: 'ProfileItem' as const, id: 'family-history-referral' }];
    expect(toProfileSummary({ ...record, actions })).toMatchObject({
      level: 'NEAR_POPULATION',
      familyHistoryReferral: true,
    });
  });

  it('says NICE asks her GP to seek advice about her family when her Profile carries that action', () => {
    const actions = [{ __typename: 'ProfileItem' as const, id: 'family-history-advice' }];
    expect(toProfileSummary({ ...record, actions })).toMatchObject({
      familyHistoryReferral: false,
      familyHistoryAdvice: true,
    });
  });

  it('says not, when it does not', () => {
    const actions = [{ __typename: 'ProfileItem' as const, id: 'near-population' }];
    expect(toProfileSummary({ ...record, actions })?.familyHistoryReferral).toBe(false);
  });
});
