import type { CheckIn } from '@/lib/data/check-ins';
import { splitDate } from '@/lib/forms/date-parts';
import { initialFormState } from '@/lib/forms/form-state';
import { RECORD_ID_FIELD } from '@/lib/forms/record';
import { scorePhq4 } from '@/lib/validation/phq4';

/** The check-in actions with their Next.js surroundings replaced, and the store's put-if-absent as backend/store does it. */
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ origin: 'https://venus.example', host: 'venus.example' }),
}));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'her', isAdmin: false }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'https://venus.example' } }));
jest.mock('@/lib/auth/health-consent', () => ({ HEALTH_PAUSED_MESSAGE: '' }));
jest.mock('@/lib/data/health-consent', () => ({ healthConsentOf: async () => 'given' }));
jest.mock('./_lib/just-saved', () => ({ rememberJustSaved: async () => undefined }));
const stored = new Map<string, CheckIn>();
jest.mock('@/lib/data/check-ins', () => ({
  createCheckIn: async (
    kind: CheckIn['kind'],
    id: string,
    entry: { level: number; symptoms: readonly string[]; checked: string; phq4?: readonly number[] | null },
  ) => {
    const phq4 = kind === 'mood' && entry.phq4 ? { ...scorePhq4([...entry.phq4]), answers: [...entry.phq4] } : null;
    if (!stored.has(id))
      stored.set(id, {
        id,
        kind,
        checked: entry.checked,
        aLevel: entry.level,
        aScore: entry.level,
        symptoms: [...entry.symptoms],
        ...(phq4 ? { phq4 } : {}),
      });
    return stored.get(id)!;
  },
}));

const { saveMood, saveStress } = require('./actions') as typeof import('./actions');

const RECORD = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';
const TODAY = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ [RECORD_ID_FIELD]: RECORD, ...splitDate('checked', TODAY), ...fields }))
    data.set(name, value);
  return data;
}

beforeEach(() => stored.clear());

test('a retry with a changed level after a save that landed says the first one was kept, and how to change it', async () => {
  // The first try reached the store although she was told it failed; she corrected 5 to 7 and saved again.
  await saveStress(initialFormState(), form({ level: '5' }));
  const answer = await saveStress(initialFormState(), form({ level: '7' }));

  expect(answer.status).toBe('saved');
  expect(answer.message).toMatch(
    /^Your check-in was saved as you first sent it; what you changed after that is not in it\. Saved for .*: .*5.*\. To change it, edit it from your diary\.$/,
  );
  expect(answer.values).toMatchObject({ savedId: RECORD, savedEarlier: 'yes', savedDay: TODAY });
  expect(stored.get(RECORD)!.aLevel).toBe(5);
});

test('a retry of the same entry is simply saved', async () => {
  await saveStress(initialFormState(), form({ level: '5' }));
  const answer = await saveStress(initialFormState(), form({ level: '5' }));
  expect(answer.message).toMatch(/^Saved for /);
  expect(answer.values.savedEarlier).toBeUndefined();
});

test('a retry with changed PHQ-4 answers shows the stored PHQ-4, not the one she sent', async () => {
  const phq4 = (answers: number[]) =>
    Object.fromEntries(answers.map((value, index) => [`phq4-${index + 1}`, `${value}`]));
  await saveMood(initialFormState(), form({ level: '4', ...phq4([1, 1, 1, 1]) }));
  const answer = await saveMood(initialFormState(), form({ level: '4', ...phq4([3, 3, 3, 3]) }));
  expect(answer.message).toContain('saved as you first sent it');
  expect(answer.message).toContain('Your PHQ-4 score is 4 out of 12.');
  expect(answer.values).toMatchObject({ 'phq4-result-answers': '1,1,1,1', 'phq4-result-total': '4' });
});

test('a retry with changed PHQ-4 answers carries them for their result, and the form starts afresh under a new id', async () => {
  const phq4 = (answers: number[]) =>
    Object.fromEntries(answers.map((value, index) => [`phq4-${index + 1}`, `${value}`]));
  await saveMood(initialFormState(), form({ level: '4' }));
  const answer = await saveMood(initialFormState(), form({ level: '4', ...phq4([3, 3, 3, 3]) }));
  expect(answer.values['phq4-unsaved-answers']).toBe('3,3,3,3');
  expect(answer.values['phq4-result-answers']).toBeUndefined();
  // A new entry next: her answers are not left in the form under the stored entry's id, where saving them again
  // would only meet that entry once more.
  expect(answer.values[RECORD_ID_FIELD]).not.toBe(RECORD);
  expect(answer.values['phq4-1']).toBeUndefined();
});

test('after a save as sent the form starts afresh with a new record id', async () => {
  const answer = await saveStress(initialFormState(), form({ level: '5' }));
  expect(answer.values[RECORD_ID_FIELD]).not.toBe(RECORD);
  expect(answer.values.level).toBeUndefined();
});
