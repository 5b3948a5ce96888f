import { newCheckDraft, type CheckDraft } from '@/lib/check/check-draft';
import { checkFormFields } from '@/lib/forms/check';
import { initialFormState } from '@/lib/forms/form-state';
import { notCheckedIn, openFindings, type CheckRecord } from '@/lib/diary/findings';

/** The action with its Next.js surroundings replaced, and the store's put-if-absent as backend/store does it. */
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ origin: 'https://venus.example', host: 'venus.example' }),
}));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'her', isAdmin: false }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'https://venus.example' } }));
jest.mock('@/lib/auth/health-consent', () => ({ HEALTH_PAUSED_MESSAGE: '' }));
jest.mock('@/lib/data/health-consent', () => ({ healthConsentOf: async () => 'given' }));
const stored = new Map<string, CheckRecord>();
/** Her checks from before this one, beside what this test's saves stored. */
let earlierChecks: CheckRecord[] = [];
/** A check the list does not show until this many reads have been made (an index lagging a write), or never. */
let lagging: { check: CheckRecord; hiddenReads: number } | null = null;
let reads = 0;
jest.mock('@/lib/data/observations', () => ({
  loadChecks: async () => {
    reads += 1;
    const caughtUp = lagging && reads > lagging.hiddenReads ? [lagging.check] : [];
    return { ok: true, value: [...earlierChecks, ...caughtUp, ...stored.values()] };
  },
  createCheck: async (input: import('@/graphql/generated/types').CreateObservationInput) => {
    const { toCheckRecord } = jest.requireActual(
      '@/lib/diary/check-record',
    ) as typeof import('@/lib/diary/check-record');
    const id = String(input.id);
    if (!stored.has(id)) stored.set(id, toCheckRecord({ ...input, cLength: null, ...withFindings(input) } as never));
    return stored.get(id)!;
  },
}));

/** The API's finding fields are the input's, less what it does not echo. */
function withFindings(input: import('@/graphql/generated/types').CreateObservationInput) {
  return { bLeft: input.bLeft ?? [], bRight: input.bRight ?? [] };
}

const { saveCheck } = require('./actions') as typeof import('./actions');

const RECORD = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';
const lump = {
  id: '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60',
  side: 'LEFT' as const,
  kind: 'LUMP' as const,
  severity: 3,
  position: { area: 'breast' as const, clock: 2, distanceCm: 3 },
  sizeMm: null,
  feel: null,
  status: 'NEW' as const,
  note: '',
};

function form(draft: CheckDraft, checked = new Date()): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(checkFormFields(draft, checked))) data.set(name, value);
  return data;
}

beforeEach(() => {
  stored.clear();
  earlierChecks = [];
  lagging = null;
  reads = 0;
});

const OLD_LUMP = '9a8b7c6d-59f4-4b3e-9e0f-1d2c3b4a5f62';
const october: CheckRecord = {
  id: 'c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f63',
  checked: '2025-10-12T08:00:00.000Z',
  day: '2025-10-12',
  cycle: { kind: 'not-given' },
  cycleLength: null,
  findings: [{ ...lump, id: OLD_LUMP, note: null }],
};

test('a check that says nothing about an earlier finding still open is saved, with it recorded as not checked', async () => {
  earlierChecks = [october];
  // As a check queued offline on a page that never listed the lump: no answer about it.
  const silent = { ...newCheckDraft('her', RECORD, new Date()), anythingDifferent: false };
  const answer = await saveCheck(initialFormState(), form(silent));
  expect(answer).toMatchObject({
    status: 'saved',
    message:
      'Your check has been saved. 1 change you noted before wasn’t asked about on this page, so it is recorded as not checked this time; you’ll be asked about it at your next check.',
    values: { savedId: RECORD, notAsked: '1' },
  });
  // Left out of the record, as her own "I didn't check this today" leaves it: still open for her next check.
  const saved = stored.get(RECORD)!;
  expect(saved.findings).toEqual([]);
  expect(notCheckedIn([october, saved], saved).map((tracked) => tracked.id)).toEqual([OLD_LUMP]);
  expect(openFindings([october, saved]).map((tracked) => tracked.id)).toEqual([OLD_LUMP]);

  // A retry of it (a lost reply) says the same, judged as the first try was.
  expect(await saveCheck(initialFormState(), form(silent))).toMatchObject({
    status: 'saved',
    values: { notAsked: '1' },
  });
});

test('one answered is not counted as not asked about, and several not asked about are named as several', async () => {
  const pain = { ...october.findings[0]!, id: '0f0f0f0f-59f4-4b3e-9e0f-1d2c3b4a5f60', kind: 'PAIN' as const };
  const cyst = { ...october.findings[0]!, id: '0e0e0e0e-59f4-4b3e-9e0f-1d2c3b4a5f60', side: 'RIGHT' as const };
  earlierChecks = [{ ...october, findings: [...october.findings, pain, cyst] }];
  const check = {
    ...newCheckDraft('her', RECORD, new Date()),
    anythingDifferent: false,
    carried: { [OLD_LUMP]: 'STILL_THERE' as const },
  };
  const answer = await saveCheck(initialFormState(), form(check));
  expect(answer.message).toBe(
    'Your check has been saved. 2 changes you noted before weren’t asked about on this page, so they are recorded as not checked this time; you’ll be asked about them at your next check.',
  );
  expect(answer.values.notAsked).toBe('2');
  expect(stored.get(RECORD)!.findings).toEqual([expect.objectContaining({ id: OLD_LUMP, status: 'STILL_THERE' })]);
});

test('earlier findings not asked about take no room: with them, she still saves 20 new changes', async () => {
  earlierChecks = [october];
  const findings = Array.from({ length: 20 }, (_, i) => ({
    ...lump,
    id: `5b1b5a7e-59f4-4b3e-9e0f-${String(i).padStart(12, '0')}`,
  }));
  const check = { ...newCheckDraft('her', RECORD, new Date()), anythingDifferent: true, findings };
  expect(await saveCheck(initialFormState(), form(check))).toMatchObject({
    status: 'saved',
    values: { notAsked: '1' },
  });
  expect(stored.get(RECORD)!.findings).toHaveLength(20);
});

test('a check that answers every earlier finding says nothing about findings not asked about', async () => {
  earlierChecks = [october];
  const check = {
    ...newCheckDraft('her', RECORD, new Date()),
    anythingDifferent: false,
    carried: { [OLD_LUMP]: 'STILL_THERE' as const },
  };
  const answer = await saveCheck(initialFormState(), form(check));
  expect(answer).toMatchObject({ status: 'saved', message: 'Your check has been saved.' });
  expect(answer.values.notAsked).toBeUndefined();
});

test('an earlier finding she did not check today is answered, and left out of the record', async () => {
  earlierChecks = [october];
  const check = {
    ...newCheckDraft('her', RECORD, new Date()),
    anythingDifferent: false,
    carried: { [OLD_LUMP]: 'NOT_CHECKED' as const },
  };
  expect(await saveCheck(initialFormState(), form(check))).toMatchObject({ status: 'saved' });
  expect(stored.get(RECORD)!.findings).toEqual([]);
});

test('a retry of a check that landed is not refused for the new finding its first try saved', async () => {
  earlierChecks = [october];
  const check = {
    ...newCheckDraft('her', RECORD, new Date()),
    anythingDifferent: true,
    findings: [lump],
    carried: { [OLD_LUMP]: 'GONE' as const },
  };
  await saveCheck(initialFormState(), form(check));
  expect(await saveCheck(initialFormState(), form(check))).toMatchObject({
    status: 'saved',
    message: 'Your check has been saved.',
  });
});

test('a retry after a save that landed does not claim what she added since was saved', async () => {
  const first = { ...newCheckDraft('her', RECORD, new Date()), anythingDifferent: true, findings: [lump] };
  // The first try reached the store although she was told it failed.
  await saveCheck(initialFormState(), form(first));
  const retry = {
    ...first,
    findings: [lump, { ...lump, id: 'c2b1a7e0-59f4-4b3e-9e0f-1d2c3b4a5f61', side: 'RIGHT' as const }],
  };
  const answer = await saveCheck(initialFormState(), form(retry));
  expect(answer).toMatchObject({
    status: 'saved',
    message: 'Your check was saved as you first sent it; what you changed after that is not in it.',
    values: { savedId: RECORD, savedEarlier: 'yes' },
  });
  expect(stored.get(RECORD)!.findings).toHaveLength(1);
});

test('a retry of the same check is simply saved', async () => {
  const check = { ...newCheckDraft('her', RECORD, new Date()), anythingDifferent: true, findings: [lump] };
  await saveCheck(initialFormState(), form(check));
  const answer = await saveCheck(initialFormState(), form(check));
  expect(answer).toMatchObject({ status: 'saved', message: 'Your check has been saved.' });
  expect(answer.values.savedEarlier).toBeUndefined();
});

test('a check from a phone 4 minutes fast is saved, timed no later than the server saved it', async () => {
  const check = newCheckDraft('her', RECORD, new Date());
  const answer = await saveCheck(initialFormState(), form(check, new Date(Date.now() + 4 * 60_000)));
  const savedBy = Date.now();
  expect(answer).toMatchObject({ status: 'saved', message: 'Your check has been saved.' });
  expect(Date.parse(stored.get(RECORD)!.checked)).toBeLessThanOrEqual(savedBy);
});

test('an answer about a finding the list does not show yet waits for it, and is recorded', async () => {
  // Check 1 (the lump) reached the store a moment ago; her next check, sent straight after, answers about it.
  lagging = { check: october, hiddenReads: 1 };
  const check = {
    ...newCheckDraft('her', RECORD, new Date()),
    anythingDifferent: false,
    carried: { [OLD_LUMP]: 'GONE' as const },
  };
  const answer = await saveCheck(initialFormState(), form(check));
  expect(answer).toMatchObject({ status: 'saved', message: 'Your check has been saved.' });
  expect(stored.get(RECORD)!.findings).toEqual([expect.objectContaining({ id: OLD_LUMP, status: 'GONE' })]);
});

test('an answer about a finding her records never show is not dropped without a word', async () => {
  lagging = { check: october, hiddenReads: Infinity }; // deleted since she was asked
  const check = {
    ...newCheckDraft('her', RECORD, new Date()),
    anythingDifferent: false,
    carried: { [OLD_LUMP]: 'STILL_THERE' as const },
  };
  const answer = await saveCheck(initialFormState(), form(check));
  expect(answer).toMatchObject({
    status: 'saved',
    message:
      'Your check has been saved. Your answer about 1 change you noted before could not be matched to your diary (it may have been deleted), so it is not in this check.',
    values: { savedId: RECORD, unmatched: '1' },
  });
  expect(stored.get(RECORD)!.findings).toEqual([]);
});
