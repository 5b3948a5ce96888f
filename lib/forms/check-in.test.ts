import { checkForm } from './form-state';
import { ANSWERED_AT_FIELD, checkInDefaults, checkInSchema, PHQ4_TOO_OLD, weekSchema } from './check-in';

const today = '2026-11-23';
const dated = (day: string, month: string, year: string) => ({
  'checked-day': day,
  'checked-month': month,
  'checked-year': year,
});

describe('checkInSchema', () => {
  it('takes a level and today by default, with no symptoms: the two-press entry', () => {
    const result = checkForm(checkInSchema('stress', today), { level: '6', ...checkInDefaults(today) });
    expect(result).toEqual({ ok: true, values: { level: 6, symptoms: [], checked: today, phq4: null } });
  });

  it('reads each ticked symptom of the kind, in the schema’s order, and ignores another kind’s', () => {
    const input = {
      level: '2',
      ...dated('1', '11', '2026'),
      'symptom-EARLY_WAKING': 'on',
      'symptom-WAKING_AT_NIGHT': 'on',
      'symptom-OVERWHELMED': 'on',
    };
    expect(checkForm(checkInSchema('sleep', today), input)).toEqual({
      ok: true,
      values: { level: 2, symptoms: ['WAKING_AT_NIGHT', 'EARLY_WAKING'], checked: '2026-11-01', phq4: null },
    });
  });

  it.each([
    [{ ...checkInDefaults(today) }, { level: 'Choose how you would rate your mood' }],
    [{ level: '11', ...checkInDefaults(today) }, { level: 'Choose a number from 0 to 10' }],
    [{ level: '-1', ...checkInDefaults(today) }, { level: 'Choose how you would rate your mood' }],
    [{ level: '3', ...dated('24', '11', '2026') }, { checked: 'The date cannot be in the future' }],
    [{ level: '3', ...dated('31', '2', '2026') }, { checked: 'Enter the date as a real date, for example 23 11 2026' }],
    [{ level: '3', ...dated('', '', '') }, { checked: 'Enter the date this check-in is about' }],
    [{ level: '3', ...dated('22', '11', '2025') }, { checked: 'The date must be within the last year' }],
  ])('refuses %j with a message for the field', (input, errors) => {
    expect(checkForm(checkInSchema('mood', today), input)).toEqual({ ok: false, errors });
  });

  it('reads a symptom diary entry with its own list, and asks how much the symptoms bothered her', () => {
    const input = {
      level: '7',
      ...checkInDefaults(today),
      'symptom-HOT_FLUSHES': 'on',
      'symptom-BRAIN_FOG': 'on',
      'symptom-HEADACHE': 'on',
    };
    expect(checkForm(checkInSchema('menopause', today), input)).toEqual({
      ok: true,
      values: { level: 7, symptoms: ['HOT_FLUSHES', 'BRAIN_FOG'], checked: today, phq4: null },
    });
    expect(checkForm(checkInSchema('physical', today), { ...input, level: '' })).toEqual({
      ok: false,
      errors: { level: 'Choose how much the symptoms have bothered you' },
    });
  });

  it('accepts an earlier day and the oldest day allowed', () => {
    expect(checkForm(checkInSchema('fatigue', today), { level: '0', ...dated('23', '11', '2025') })).toMatchObject({
      ok: true,
      values: { checked: '2025-11-23' },
    });
  });
});

describe('an entry kept on her device while offline and sent later', () => {
  // Saved offline on 22 November 2026 (a year after 22 November 2025), sent on 23 November.
  const queued = { level: '3', [ANSWERED_AT_FIELD]: '2026-11-22T10:00:00.000Z', ...dated('22', '11', '2025') };

  it('counts its year back from the day she saved it, not the day it arrived', () => {
    expect(checkForm(checkInSchema('stress', today), queued)).toMatchObject({
      ok: true,
      values: { checked: '2025-11-22' },
    });
    const week = { 'stress-level': '1', 'sleep-level': '2', 'mood-level': '3', 'fatigue-level': '4' };
    expect(checkForm(weekSchema(today), { ...week, ...queued })).toMatchObject({ ok: true });
  });

  it('is still refused a day before that year', () => {
    expect(checkForm(checkInSchema('stress', today), { ...queued, ...dated('21', '11', '2025') })).toEqual({
      ok: false,
      errors: { checked: 'The date must be within the last year' },
    });
  });
});

describe('the mood check-in’s optional PHQ-4', () => {
  const mood = checkInSchema('mood', today);
  const base = { level: '5', ...checkInDefaults(today) };

  it('is read as four answers 0-3 in item order when all four are given', () => {
    const result = checkForm(mood, { ...base, 'phq4-1': '3', 'phq4-2': '0', 'phq4-3': '2', 'phq4-4': '1' });
    expect(result).toEqual({ ok: true, values: { level: 5, symptoms: [], checked: today, phq4: [3, 0, 2, 1] } });
  });

  it('may be left out altogether', () => {
    expect(checkForm(mood, base)).toMatchObject({ ok: true, values: { phq4: null } });
  });

  it('part-answered, each unanswered item is named so the summary links to it', () => {
    const result = checkForm(mood, { ...base, 'phq4-1': '1', 'phq4-3': '2' });
    expect(result).toEqual({
      ok: false,
      errors: {
        'phq4-2': 'Answer this question too, or leave all four blank',
        'phq4-4': 'Answer this question too, or leave all four blank',
      },
    });
  });

  it('is answered only for a day in the last 2 weeks it asks about, keeping what she typed', () => {
    const answers = { 'phq4-1': '2', 'phq4-2': '1', 'phq4-3': '0', 'phq4-4': '3' };
    // 23 November and the 13 days before it: 10 November is the oldest day the answers can describe.
    expect(checkForm(mood, { ...base, ...answers, ...dated('10', '11', '2026') })).toMatchObject({
      ok: true,
      values: { checked: '2026-11-10', phq4: [2, 1, 0, 3] },
    });
    expect(checkForm(mood, { ...base, ...answers, ...dated('9', '11', '2026') })).toEqual({
      ok: false,
      errors: { 'phq4-1': PHQ4_TOO_OLD },
    });
    expect(PHQ4_TOO_OLD).toMatch(/^These four questions ask about the last 2 weeks/);
    // Without answers an older day is a mood entry like any other.
    expect(checkForm(mood, { ...base, ...dated('9', '11', '2026') })).toMatchObject({ ok: true });
  });

  it('kept on her device and sent later, counts its two weeks back from the day she answered', () => {
    const answers = { 'phq4-1': '1', 'phq4-2': '1', 'phq4-3': '0', 'phq4-4': '0' };
    // Answered offline on 5 November (20:00 UTC is 20:00 in London), sent on 23 November.
    const queued = { ...base, ...answers, [ANSWERED_AT_FIELD]: '2026-11-05T20:00:00.000Z' };
    expect(checkForm(mood, { ...queued, ...dated('5', '11', '2026') })).toMatchObject({
      ok: true,
      values: { checked: '2026-11-05', phq4: [1, 1, 0, 0] },
    });
    expect(checkForm(mood, { ...queued, ...dated('23', '10', '2026') })).toMatchObject({ ok: true });
    expect(checkForm(mood, { ...queued, ...dated('22', '10', '2026') })).toEqual({
      ok: false,
      errors: { 'phq4-1': PHQ4_TOO_OLD },
    });
  });

  it('dated over a year ago, says both that the date is too old and that the answers cannot be kept for it', () => {
    const answers = { 'phq4-1': '1', 'phq4-2': '1', 'phq4-3': '1', 'phq4-4': '1' };
    expect(checkForm(mood, { ...base, ...answers, ...dated('1', '1', '2025') })).toEqual({
      ok: false,
      errors: { checked: 'The date must be within the last year', 'phq4-1': PHQ4_TOO_OLD },
    });
  });

  it('takes no answering moment later than today, nor one that is not a moment', () => {
    const answers = { 'phq4-1': '1', 'phq4-2': '1', 'phq4-3': '0', 'phq4-4': '0' };
    for (const moment of ['2027-06-01T12:00:00.000Z', 'soon'])
      expect(
        checkForm(mood, { ...base, ...answers, [ANSWERED_AT_FIELD]: moment, ...dated('9', '11', '2026') }),
      ).toEqual({ ok: false, errors: { 'phq4-1': PHQ4_TOO_OLD } });
  });

  it('refuses an answer off the scale, and other kinds ignore PHQ-4 inputs', () => {
    const all = { 'phq4-1': '4', 'phq4-2': '0', 'phq4-3': '0', 'phq4-4': '0' };
    expect(checkForm(mood, { ...base, ...all })).toEqual({
      ok: false,
      errors: { 'phq4-1': 'Choose one of the answers' },
    });
    expect(checkForm(checkInSchema('stress', today), { ...base, ...all, 'phq4-1': '1' })).toMatchObject({
      ok: true,
      values: { phq4: null },
    });
  });
});

describe('weekSchema', () => {
  it('gives the four entries with their own symptoms and the one date', () => {
    const input = {
      'stress-level': '1',
      'sleep-level': '2',
      'mood-level': '3',
      'fatigue-level': '4',
      'mood-symptom-LOW': 'on',
      'fatigue-symptom-TIREDNESS': 'on',
      'symptom-LOW': 'on',
      ...checkInDefaults(today),
    };
    expect(checkForm(weekSchema(today), input)).toEqual({
      ok: true,
      values: {
        checked: today,
        entries: {
          stress: { level: 1, symptoms: [] },
          sleep: { level: 2, symptoms: [] },
          mood: { level: 3, symptoms: ['LOW'] },
          fatigue: { level: 4, symptoms: ['TIREDNESS'] },
        },
      },
    });
  });

  it('names each missing level by its input, so the summary links to it', () => {
    expect(checkForm(weekSchema(today), { 'stress-level': '5', ...checkInDefaults(today) })).toEqual({
      ok: false,
      errors: {
        'sleep-level': 'Choose how you would rate your sleep',
        'mood-level': 'Choose how you would rate your mood',
        'fatigue-level': 'Choose how you would rate your fatigue',
      },
    });
  });
});

describe('today, when the form is not told it', () => {
  afterEach(() => jest.useRealTimers());

  it('is her UK day: at 23:30 UTC on 1 June a check-in dated 2 June is kept and 3 June refused', () => {
    jest.useFakeTimers({ now: new Date('2026-06-01T23:30:00Z') });
    expect(checkForm(checkInSchema('stress'), { level: '4', ...dated('2', '6', '2026') })).toMatchObject({
      ok: true,
      values: { checked: '2026-06-02' },
    });
    expect(checkForm(weekSchema(), { ...dated('3', '6', '2026') })).toMatchObject({
      ok: false,
      errors: { checked: 'The date cannot be in the future' },
    });
  });

  it('in winter is the UTC day: at 23:30 UTC on 15 January, 16 January is refused', () => {
    jest.useFakeTimers({ now: new Date('2026-01-15T23:30:00Z') });
    expect(checkForm(checkInSchema('stress'), { level: '4', ...dated('16', '1', '2026') })).toMatchObject({
      ok: false,
      errors: { checked: 'The date cannot be in the future' },
    });
  });
});
