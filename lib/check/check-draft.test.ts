/** @jest-environment jsdom */
import { clearDraft, draftKey, loadDraft, newCheckDraft, saveDraft } from './check-draft';

const NOW = new Date('2025-06-15T09:00:00Z');
const HER = 'user-her';
const OTHER = 'user-other';

beforeEach(() => window.localStorage.clear());

function draftInProgress() {
  const draft = newCheckDraft(HER, 'c7a4d2c8-8a43-4a7c-9d2b-6a9b7e0e7c11', NOW);
  return {
    ...draft,
    stage: 'findings' as const,
    stepIndex: 6,
    cycle: { kind: 'period' as const, periodStart: '2025-06-02' },
    anythingDifferent: true,
    findings: [
      {
        id: 'f1',
        side: 'LEFT' as const,
        kind: 'LUMP' as const,
        severity: 3,
        position: { area: 'breast' as const, clock: 2, distanceCm: 3 },
        sizeMm: null,
        feel: 'HARD' as const,
        status: 'NEW' as const,
        note: 'half-typed no',
      },
    ],
  };
}

test('a check in progress comes back exactly as she left it after a reload', () => {
  const draft = draftInProgress();
  expect(saveDraft(window.localStorage, draft, NOW)).toBe(true);
  expect(loadDraft(window.localStorage, HER)).toEqual({ ...draft, updatedAt: NOW.toISOString() });
});

test('another account on the same device never sees her draft', () => {
  saveDraft(window.localStorage, draftInProgress(), NOW);
  expect(loadDraft(window.localStorage, OTHER)).toBeNull();
  // Even a draft copied under another account's key is not shown to that account.
  window.localStorage.setItem(draftKey(OTHER), window.localStorage.getItem(draftKey(HER))!);
  expect(loadDraft(window.localStorage, OTHER)).toBeNull();
  expect(loadDraft(window.localStorage, HER)).not.toBeNull();
});

test('a damaged or older-format draft is ignored rather than breaking the check', () => {
  window.localStorage.setItem(draftKey(HER), '{not json');
  expect(loadDraft(window.localStorage, HER)).toBeNull();
  window.localStorage.setItem(draftKey(HER), JSON.stringify({ ...draftInProgress(), version: 0 }));
  expect(loadDraft(window.localStorage, HER)).toBeNull();
});

test('is cleared when the server has the record, but not by the reply for another record', () => {
  const draft = draftInProgress();
  saveDraft(window.localStorage, draft, NOW);
  clearDraft(window.localStorage, HER, 'some-other-record');
  expect(loadDraft(window.localStorage, HER)).not.toBeNull();
  clearDraft(window.localStorage, HER, draft.recordId);
  expect(loadDraft(window.localStorage, HER)).toBeNull();
});

test('a device that refuses to store reports it instead of throwing', () => {
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => undefined,
  };
  expect(saveDraft(full, draftInProgress(), NOW)).toBe(false);
  expect(loadDraft(full, HER)).toBeNull();
});
