import { newCheckDraft, type CheckDraft } from '@/lib/check/check-draft';
import { checkFormFields } from '@/lib/forms/check';
import { initialFormState } from '@/lib/forms/form-state';
import type { CheckRecord } from '@/lib/diary/findings';

/** The action with its Next.js surroundings replaced, and the store's put-if-absent as backend/store does it. */
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ origin: 'https://venus.example', host: 'venus.example' }),
}));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'her', isAdmin: false }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'https://venus.example' } }));
jest.mock('@/lib/auth/health-consent', () => ({ hasHealthConsent: async () => true, HEALTH_PAUSED_MESSAGE: '' }));
const stored = new Map<string, CheckRecord>();
jest.mock('@/lib/data/observations', () => ({
  loadChecks: async () => ({ ok: true, value: [] }),
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

function form(draft: CheckDraft): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(checkFormFields(draft, new Date()))) data.set(name, value);
  return data;
}

beforeEach(() => stored.clear());

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
