import { consentsFromAttributes } from './consents';

describe('consentsFromAttributes', () => {
  it('reads each consent from its server-stamped attribute', () => {
    const consents = consentsFromAttributes({
      'custom:terms_version': '2025-06',
      'custom:terms_at': '2026-01-01T09:00:00Z',
      'custom:health_version': '2025-06',
      'custom:health_at': '',
      'custom:prize_draw': '2026-01-01T09:00:00Z',
    });
    expect(consents).toEqual([
      { consent: 'terms', given: true, version: '2025-06', at: '2026-01-01T09:00:00Z', withdrawnAt: null },
      // A version without a time stamp is not a consent given.
      { consent: 'health-data', given: false, version: '2025-06', at: null, withdrawnAt: null },
      { consent: 'prize-draw', given: true, version: null, at: '2026-01-01T09:00:00Z', withdrawnAt: null },
    ]);
  });

  it('a withdrawn health-data consent keeps when it was given and which version, and says when it was withdrawn', () => {
    const [, health] = consentsFromAttributes({
      'custom:health_version': '2025-06',
      'custom:health_at': '2026-01-01T09:00:00Z',
      'custom:health_withdrawn_at': '2026-03-01T10:00:00Z',
    });
    expect(health).toEqual({
      consent: 'health-data',
      given: false,
      version: '2025-06',
      at: '2026-01-01T09:00:00Z',
      withdrawnAt: '2026-03-01T10:00:00Z',
    });
  });

  it('reads an older withdrawal (the version replaced by "withdrawn") as not given', () => {
    const [, health] = consentsFromAttributes({ 'custom:health_version': 'withdrawn' });
    expect(health).toMatchObject({ given: false, version: 'withdrawn', at: null, withdrawnAt: null });
  });

  it('adds the cookie choice when this browser has made one', () => {
    expect(consentsFromAttributes({}, 'accepted').at(-1)).toEqual({
      consent: 'cookies',
      given: true,
      version: null,
      at: null,
      withdrawnAt: null,
    });
  });
});
