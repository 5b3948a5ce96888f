import { AGE_LIMITS, BMI_LIMITS, TEXT_LIMITS } from '@/lib/validation/limits';
import { createObservationArgs } from './observation';
import { updateProfileArgs } from './profile';
import { createUserArgs, updateUserArgs } from './user';

/**
 * The API enforces exactly the shared limits (lib/validation/limits.ts), which lib/validation's test holds
 * to what schema.graphql documents: the limit is accepted and one more is refused.
 */
const now = new Date('2025-06-01T12:00:00Z');
const id = '6f1f6c1e-3c55-4f5e-9a43-2f7d1c7a0b11';
const user = (fields: Record<string, unknown>) => updateUserArgs(now).safeParse({ input: fields }).success;

test.each([
  ['prefix', TEXT_LIMITS.prefix],
  ['given', TEXT_LIMITS.name],
  ['family', TEXT_LIMITS.name],
  ['choice', TEXT_LIMITS.choice],
  ['feedback', TEXT_LIMITS.feedback],
  ['gpQuestions', TEXT_LIMITS.gpQuestions],
] as const)('User %s: %i characters are accepted, one more is refused', (field, limit) => {
  expect(user({ [field]: 'x'.repeat(limit) })).toBe(true);
  expect(user({ [field]: 'x'.repeat(limit + 1) })).toBe(false);
});

test('a finding note and a profile item follow their limits', () => {
  const observation = (note: string) =>
    createObservationArgs(now).safeParse({
      input: { id, checked: '2025-06-01T09:00:00Z', cMonth: 6, score: 0, bLeft: [{ kind: 'LUMP', severity: 2, note }] },
    }).success;
  expect(observation('x'.repeat(TEXT_LIMITS.findingNote))).toBe(true);
  expect(observation('x'.repeat(TEXT_LIMITS.findingNote + 1))).toBe(false);
  const profile = (text: string) =>
    updateProfileArgs(now).safeParse({ input: { rPrimary: [{ id: 'family', text }] } }).success;
  expect(profile('x'.repeat(TEXT_LIMITS.profileItem))).toBe(true);
  expect(profile('x'.repeat(TEXT_LIMITS.profileItem + 1))).toBe(false);
});

test(`a Profile's BMI is stored from ${BMI_LIMITS.min} to ${BMI_LIMITS.max}`, () => {
  const profile = (bmi: number) => updateProfileArgs(now).safeParse({ input: { bmi } }).success;
  expect(profile(BMI_LIMITS.min)).toBe(true);
  expect(profile(84.4)).toBe(true); // 190 kg at 150 cm
  expect(profile(BMI_LIMITS.max)).toBe(true);
  expect(profile(BMI_LIMITS.min - 0.1)).toBe(false);
  expect(profile(BMI_LIMITS.max + 0.1)).toBe(false);
});

test('names are single-line; feedback may have line breaks', () => {
  expect(user({ given: 'Ann\tMarie' })).toBe(false);
  expect(user({ feedback: 'Thank you.\r\nVery clear.' })).toBe(true);
  expect(user({ gpQuestions: 'Do I need a scan?\nWhat happens next?' })).toBe(true);
});

test(`a date of birth is for an age from ${AGE_LIMITS.min} to ${AGE_LIMITS.max}`, () => {
  expect(user({ dob: '2007-06-01' })).toBe(true);
  expect(user({ dob: '2007-06-02' })).toBe(false);
  expect(user({ dob: '2009-06-01' })).toBe(false); // 16: the service is for 18 and over
  expect(user({ dob: '1905-06-01' })).toBe(true);
  expect(user({ dob: '1905-05-31' })).toBe(false);
});

test('a phone number is stored in E.164 however it was typed', () => {
  const parsed = createUserArgs(now).parse({ input: { id, phone: '07700 900123' } });
  expect(parsed.input.phone).toBe('+447700900123');
  expect(user({ phone: '12345' })).toBe(false);
});
