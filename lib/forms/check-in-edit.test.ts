import { checkForm } from './form-state';
import { PHQ4_TOO_OLD } from './check-in';
import {
  checkInEditSchema,
  deleteEntrySchema,
  ENTRY_ID_FIELD,
  entryFormValues,
  entryName,
  PHQ4_REMOVE_FIELD,
} from './check-in-edit';

const today = '2026-11-23';
const id = '0b7f6f8e-3c1d-4e55-9a7b-2f4c1d9e8a10';
const stored = {
  id,
  checked: '2026-11-03',
  aLevel: 7,
  symptoms: ['LOW', 'TEARFUL'],
  phq4: { answers: [3, 2, 1, 0] },
  updatedAt: '2026-11-03T09:15:00.123Z',
};

describe('entryFormValues', () => {
  it('fills the record form’s inputs with the stored entry, its id, day and revision', () => {
    expect(entryFormValues(stored)).toEqual({
      entryId: id,
      keptDay: '2026-11-03',
      revision: String(Date.parse('2026-11-03T09:15:00.123Z')),
      level: '7',
      'symptom-LOW': 'on',
      'symptom-TEARFUL': 'on',
      'checked-day': '3',
      'checked-month': '11',
      'checked-year': '2026',
      'phq4-1': '3',
      'phq4-2': '2',
      'phq4-3': '1',
      'phq4-4': '0',
      keptPhq4: '3,2,1,0',
    });
  });
});

describe('checkInEditSchema', () => {
  it('reads back what the form was filled with: the entry unchanged is a valid edit', () => {
    expect(checkForm(checkInEditSchema('mood', today), entryFormValues(stored))).toEqual({
      ok: true,
      values: { id, level: 7, symptoms: ['LOW', 'TEARFUL'], checked: '2026-11-03', phq4: [3, 2, 1, 0] },
    });
  });

  it('removes every PHQ-4 answer when she asks, and refuses a part-answered one otherwise', () => {
    const input = { ...entryFormValues(stored), 'phq4-4': '' };
    expect(checkForm(checkInEditSchema('mood', today), input)).toEqual({
      ok: false,
      errors: { 'phq4-4': 'Answer this question too, or leave all four blank' },
    });
    expect(checkForm(checkInEditSchema('mood', today), { ...input, [PHQ4_REMOVE_FIELD]: 'on' })).toMatchObject({
      ok: true,
      values: { phq4: null },
    });
  });

  it('keeps an entry’s own day allowed however old, but not another day over a year ago', () => {
    const old = { ...stored, checked: '2024-02-10' };
    expect(checkForm(checkInEditSchema('stress', today), entryFormValues(old))).toMatchObject({
      ok: true,
      values: { checked: '2024-02-10' },
    });
    const moved = { ...entryFormValues(old), 'checked-day': '11' };
    expect(checkForm(checkInEditSchema('stress', today), moved)).toEqual({
      ok: false,
      errors: { checked: 'The date must be within the last year' },
    });
  });

  it('keeps an older entry’s PHQ-4 answers as they are, but takes no new or changed ones for it', () => {
    // Stored 3 November, 20 days before today: outside the 2 weeks the questions ask about.
    const values = entryFormValues(stored);
    const tooOld = { ok: false, errors: { 'phq4-1': PHQ4_TOO_OLD } };
    expect(checkForm(checkInEditSchema('mood', today), { ...values, 'phq4-2': '3' })).toEqual(tooOld);
    // The same answers moved to another old day would describe a day they were not given for.
    expect(checkForm(checkInEditSchema('mood', today), { ...values, 'checked-day': '4' })).toEqual(tooOld);
    const without = entryFormValues({ ...stored, phq4: undefined });
    const added = { ...without, 'phq4-1': '1', 'phq4-2': '1', 'phq4-3': '1', 'phq4-4': '1' };
    expect(checkForm(checkInEditSchema('mood', today), added)).toEqual(tooOld);
    // Moved into the last 2 weeks, the answers describe it.
    expect(checkForm(checkInEditSchema('mood', today), { ...added, 'checked-day': '20' })).toMatchObject({
      ok: true,
      values: { checked: '2026-11-20', phq4: [1, 1, 1, 1] },
    });
  });

  it('refuses a future day or a missing level next to the field, and a form without an entry id as a whole', () => {
    const values = entryFormValues(stored);
    expect(checkForm(checkInEditSchema('sleep', today), { ...values, level: '', 'checked-day': '24' })).toEqual({
      ok: false,
      errors: { level: 'Choose how you would rate your sleep', checked: 'The date cannot be in the future' },
    });
    expect(checkForm(checkInEditSchema('sleep', today), { ...values, [ENTRY_ID_FIELD]: 'nope' })).toEqual({
      ok: false,
      errors: { form: 'This change could not be read. Reload the page and make it again.' },
    });
  });
});

it('a delete needs only a well-formed entry id', () => {
  expect(deleteEntrySchema.safeParse({ entryId: id }).success).toBe(true);
  expect(deleteEntrySchema.safeParse({ entryId: '../stress' }).success).toBe(false);
});

it('names one entry the way links and buttons say it', () => {
  expect(entryName('stress', '3 November 2026')).toBe('the stress check-in of 3 November 2026');
  expect(entryName('menopause', '3 November 2026')).toBe('the menopause symptoms entry of 3 November 2026');
});
