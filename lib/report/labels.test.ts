import {
  checkInLine,
  directionWords,
  feelLabel,
  formatDate,
  kindLabel,
  positionLabel,
  RISK_LABELS,
  symptomLine,
  symptomLines,
} from './labels';

describe('finding words', () => {
  it('names a finding in the words she chose in the check, and an unknown code in plain words', () => {
    expect(kindLabel('LUMP')).toBe('Lump');
    expect(kindLabel('SIZE_OR_SHAPE_CHANGE')).toBe('Change in size or shape');
    expect(kindLabel('NEW_KIND_OF_CHANGE')).toBe('New kind of change');
    expect(feelLabel('THICKENED')).toBe('feel: thickened tissue');
    expect(feelLabel('NOT_SURE')).toBe('feel: not sure');
  });

  it('names her risk level as the risk screens do, with its NICE source', () => {
    expect(RISK_LABELS.NEAR_POPULATION).toBe('Near population risk (NICE CG164)');
    expect(RISK_LABELS.HIGH).toBe('High risk (NICE CG164)');
    expect(RISK_LABELS.NOT_APPLICABLE).toBe('Risk models do not apply to her');
  });
});

describe('summary lines', () => {
  it('counts entries in the singular and plural', () => {
    const checkIn = { kind: 'mood', average: 4, highest: 6, latest: 5, latestDate: '2026-05-01' } as const;
    expect(checkInLine({ ...checkIn, entries: 1 })).toBe(
      'Low mood: 1 entry, average 4, highest 6, latest 5 on 1 May 2026',
    );
    expect(checkInLine({ ...checkIn, entries: 3 })).toMatch(/^Low mood: 3 entries,/);
    expect(checkInLine({ ...checkIn, kind: 'menopause', entries: 2 })).toMatch(/^Menopause symptoms: 2 entries,/);
    expect(symptomLine({ symptom: 'Night sweats', entries: 1 })).toBe('Night sweats (1 entry)');
    expect(symptomLine({ symptom: 'Night sweats', entries: 2 })).toBe('Night sweats (2 entries)');
  });

  it('lists the twelve most frequent symptoms and says how many more there are', () => {
    const symptoms = Array.from({ length: 14 }, (_, index) => ({
      symptom: `Symptom ${index + 1}`,
      entries: 20 - index,
    }));
    const lines = symptomLines(symptoms);
    expect(lines).toHaveLength(13);
    expect(lines[11]).toBe('Symptom 12 (9 entries)');
    expect(lines[12]).toBe('and 2 more, each ticked less often (every entry is in the CSV)');
    expect(symptomLines(symptoms.slice(0, 12))).toHaveLength(12);
  });
});

describe('directionWords', () => {
  it('says which way an hour points on each breast, as you face her', () => {
    expect(directionWords('left', 2)).toBe('upper, towards the armpit');
    expect(directionWords('right', 2)).toBe('upper, towards the breastbone');
    expect(directionWords('right', 9)).toBe('towards the armpit');
    expect(directionWords('left', 8)).toBe('lower, towards the breastbone');
    expect(directionWords('left', 12)).toBe('above the nipple');
    expect(directionWords('right', 6)).toBe('below the nipple');
  });
});

describe('positionLabel', () => {
  it('gives the hour as a doctor facing her does, the mirror of the one she marked', () => {
    // She marked 10 o'clock on her left breast as she looks down: up and out, towards her armpit.
    expect(positionLabel('left', { area: 'breast', clock: 10, distanceCm: 4 })).toBe(
      "2 o'clock, 4 cm from the nipple (upper, towards the armpit)",
    );
    expect(positionLabel('right', { area: 'breast', clock: 2, distanceCm: 4 })).toBe(
      "10 o'clock, 4 cm from the nipple (upper, towards the armpit)",
    );
    expect(positionLabel('right', { area: 'breast', clock: 4, distanceCm: 1 })).toBe(
      "8 o'clock, 1 cm from the nipple (lower, towards the armpit)",
    );
    expect(positionLabel('left', { area: 'breast', clock: 3, distanceCm: 2 })).toBe(
      "9 o'clock, 2 cm from the nipple (towards the breastbone)",
    );
  });

  it("keeps 12 and 6 o'clock, which point the same way in both conventions", () => {
    expect(positionLabel('left', { area: 'breast', clock: 12, distanceCm: 5 })).toBe(
      "12 o'clock, 5 cm from the nipple (above the nipple)",
    );
    expect(positionLabel('right', { area: 'breast', clock: 6, distanceCm: 5 })).toBe(
      "6 o'clock, 5 cm from the nipple (below the nipple)",
    );
  });

  it('names every other kind of place a finding can be', () => {
    expect(positionLabel('left', { area: 'breast', clock: 12, distanceCm: 0 })).toBe('At the nipple');
    expect(positionLabel('right', { area: 'armpit' })).toBe('Armpit');
    expect(positionLabel('right', { area: 'whole' })).toBe('Whole breast');
    expect(positionLabel('right', { area: 'region', region: 'LOWER_INNER' })).toBe('Lower inner quadrant');
    expect(positionLabel('right', null)).toBe('Place not marked');
  });
});

describe('formatDate', () => {
  it('writes UK dates', () => {
    expect(formatDate('2028-02-29')).toBe('29 Feb 2028');
    // British Summer Time began on 29 March 2026: 23:30 UTC on the 31st is 1 April in the UK.
    expect(formatDate('2026-03-31T23:30:00Z')).toBe('1 Apr 2026');
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('15 Jan 2026');
  });
});
