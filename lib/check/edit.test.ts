import { editCheckFields, editCheckSchema } from '@/lib/forms/edit-check';
import { findingLabel, type CheckRecord } from '@/lib/diary/findings';
import { describingChecks, earlierFindingLabels, editFromRecord, finaliseEdit } from './edit';

const FINDING_ID = '0b0d8f0e-52a4-4a57-9d44-0f1c8d5f6a11';
const record: CheckRecord & { updatedAt: string } = {
  id: '5e0b7a0c-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  checked: '2025-03-10T09:00:00.000Z',
  day: '2025-03-10',
  cycle: { kind: 'period', periodStart: '2025-03-01' },
  cycleLength: null,
  findings: [
    {
      id: FINDING_ID,
      side: 'LEFT',
      kind: 'LUMP',
      severity: 3,
      position: { area: 'breast', clock: 2, distanceCm: 3 },
      sizeMm: 10,
      feel: 'HARD',
      status: 'STILL_THERE',
      note: null,
    },
  ],
  updatedAt: '2025-03-10T09:00:01.000Z',
};

describe('editing a saved check', () => {
  test('keeps each finding’s id and status and sends the updatedAt it was read at', () => {
    const result = finaliseEdit(editFromRecord(record), record.day);
    expect(result).toMatchObject({
      ok: true,
      input: {
        id: record.id,
        expectedUpdatedAt: record.updatedAt,
        periodStart: '2025-03-01',
        noPeriods: null,
        score: 6,
        bRight: [],
      },
    });
    if (result.ok)
      expect(result.input.bLeft).toEqual([
        expect.objectContaining({ id: FINDING_ID, kind: 'LUMP', status: 'STILL_THERE', clock: 2, distanceCm: 3 }),
      ]);
  });

  test('a finding saved before findings were followed gets the same valid id each time the check is opened', () => {
    const unfollowed = { ...record, findings: [0, 1].map(() => ({ ...record.findings[0]!, id: null })) };
    const ids = editFromRecord(unfollowed).findings.map((finding) => finding.id);
    expect(editFromRecord(unfollowed).findings.map((finding) => finding.id)).toEqual(ids);
    expect(new Set([...ids, record.id]).size).toBe(3);
    expect(editCheckSchema.safeParse(editCheckFields(editFromRecord(unfollowed), record.day)).success).toBe(true);
  });

  test('a period start after the day of the check is refused, even when it is before today', () => {
    const edit = { ...editFromRecord(record), cycle: { kind: 'period' as const, periodStart: '2025-03-11' } };
    expect(finaliseEdit(edit, record.day)).toEqual({
      ok: false,
      errors: { 'check-period-start': expect.stringContaining('cannot be after the day of the check') },
    });
  });

  test('removing every finding leaves a check with nothing found', () => {
    const result = finaliseEdit({ ...editFromRecord(record), findings: [] }, record.day);
    expect(result).toMatchObject({ ok: true, input: { score: 0, bLeft: [], bRight: [] } });
  });

  test('a finding without a kind gets a message by its field', () => {
    const edit = editFromRecord(record);
    const result = finaliseEdit({ ...edit, findings: [{ ...edit.findings[0]!, kind: null }] }, record.day);
    expect(result).toEqual({
      ok: false,
      errors: { [`finding-${FINDING_ID}-kind`]: 'Choose what kind of change you noticed.' },
    });
  });
});

describe('the edit form', () => {
  test('round-trips through its fields, the revision as milliseconds', () => {
    const edit = editFromRecord(record);
    const fields = editCheckFields(edit, record.day);
    expect(fields.revision).toBe(String(Date.parse(record.updatedAt)));
    const parsed = editCheckSchema.safeParse(fields);
    expect(parsed.success && parsed.data).toEqual({ edit, day: record.day });
  });

  test('a period start after the check day is a message by the field', () => {
    const fields = { ...editCheckFields(editFromRecord(record), record.day), periodStart: '2025-03-12' };
    const parsed = editCheckSchema.safeParse(fields);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['check-period-start'] });
  });

  test('a note with a hidden control character is a message by the note, as the API would refuse it', () => {
    const edit = editFromRecord(record);
    const noted = (note: string) => ({ ...edit, findings: [{ ...edit.findings[0]!, note }] });
    const fields = editCheckFields(noted('pea-sized\u000bnear the edge'), record.day);
    expect(editCheckSchema.safeParse(fields).error?.issues).toEqual([
      expect.objectContaining({
        path: [`finding-${FINDING_ID}-note`],
        message: expect.stringMatching(/hidden character/),
      }),
    ]);
    // What the API keeps in a multi-line note: tab and line breaks, and spaces and the like at either end.
    for (const note of ['pea-sized\tsore\r\nnear the edge', '\u000bpea-sized\u000c'])
      expect(finaliseEdit(noted(note), record.day)).toMatchObject({ ok: true });
    for (const note of ['a\u0000b', 'a\u001bb', 'a\u007fb'])
      expect(finaliseEdit(noted(note), record.day)).toMatchObject({ ok: false });
  });

  test('more findings than a check holds are refused with a message, none dropped', () => {
    const edit = editFromRecord(record);
    const findings = Array.from({ length: 21 }, () => ({ ...edit.findings[0]!, id: crypto.randomUUID() }));
    const parsed = editCheckSchema.safeParse(editCheckFields({ ...edit, findings }, record.day));
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['form'],
        message:
          'A check can hold up to 20 changes, including those from earlier checks: this one has 21. Remove 1 before you save.',
      }),
    ]);
    const twenty = editCheckSchema.safeParse(editCheckFields({ ...edit, findings: findings.slice(0, 20) }, record.day));
    expect(twenty.success && twenty.data.edit.findings).toHaveLength(20);
  });

  test('a tampered finding id cannot be read', () => {
    const fields = { ...editCheckFields(editFromRecord(record), record.day), 'f0-id': 'x' };
    expect(editCheckSchema.safeParse(fields).error?.issues[0]).toMatchObject({ path: ['form'] });
  });
});

test('a finding the check answered about is labelled as her checks up to it describe it, not by its stored copy', () => {
  // The check of 2 Mar where she described it, corrected to 10 o'clock after 10 Mar stored a copy of 2 o'clock.
  const described = {
    ...record,
    id: '7a1c9d3e-2b4f-4e6a-8c0d-1e2f3a4b5c6d',
    checked: '2025-03-02T09:00:00.000Z',
    day: '2025-03-02',
    findings: [
      {
        ...record.findings[0]!,
        status: 'NEW' as const,
        position: { area: 'breast' as const, clock: 10, distanceCm: 3 },
      },
    ],
  };
  const later = { ...record, id: '8b2d0e4f-3c5a-4f7b-9d1e-2f3a4b5c6d7e', checked: '2025-04-02T09:00:00.000Z' };
  expect(earlierFindingLabels([later, record, described], record)).toEqual({
    [FINDING_ID]: "lump, left breast, 10 o'clock, 3 cm from the nipple",
  });
  expect(earlierFindingLabels([later, record, described], described)).toEqual({});
  // The check to change to correct it: the one before this check that described it, not a later one.
  expect(describingChecks([later, record, described], record)).toEqual({
    [FINDING_ID]: { id: described.id, day: '2025-03-02' },
  });
  expect(describingChecks([later, record, described], described)).toEqual({});
});

describe('a finding saved before the map (a quadrant, no clock)', () => {
  const raw = {
    ...record,
    findings: [{ ...record.findings[0]!, kind: 'PAIN' as const, position: null, quadrant: 'UPPER_OUTER' as const }],
  };

  test('is named by its quadrant in words', () => {
    expect(findingLabel(raw.findings[0]!)).toBe('pain, left breast, upper outer part');
  });

  test('an edit that leaves it unplaced is saved and keeps its quadrant; marking it on the map replaces it', () => {
    const edit = editFromRecord(raw);
    const parsed = editCheckSchema.safeParse(editCheckFields({ ...edit, cycle: { kind: 'not-given' } }, raw.day));
    expect(parsed.success).toBe(true);
    const saved = finaliseEdit(parsed.data!.edit, raw.day);
    expect(saved.ok && saved.input.bLeft).toEqual([
      expect.objectContaining({ kind: 'PAIN', location: 'UPPER_OUTER', clock: null, distanceCm: null }),
    ]);
    const placed = {
      ...edit,
      findings: [{ ...edit.findings[0]!, position: { area: 'breast' as const, clock: 8, distanceCm: 4 } }],
    };
    const moved = finaliseEdit(placed, raw.day);
    expect(moved.ok && moved.input.bLeft).toEqual([
      expect.objectContaining({ location: 'LOWER_OUTER', clock: 8, distanceCm: 4 }),
    ]);
  });
});
