import { compareActivity, compareAlcohol, latestCheckIns, painPattern } from './guide-records';

describe('compareActivity', () => {
  it('counts vigorous minutes double against the 150-minute guideline', () => {
    expect(compareActivity({ moderateMinutes: 60, vigorousMinutes: 45, strengthDays: 2 })).toEqual({
      equivalentMinutes: 150,
      meetsAerobic: true,
      minutesShort: 0,
      meetsStrength: true,
    });
  });

  it('says how far short she is, and leaves strength unknown when she did not answer', () => {
    expect(compareActivity({ moderateMinutes: 90, vigorousMinutes: 0, strengthDays: null })).toMatchObject({
      meetsAerobic: false,
      minutesShort: 60,
      meetsStrength: null,
    });
    expect(compareActivity({ moderateMinutes: 200, vigorousMinutes: null, strengthDays: 1 }).meetsStrength).toBe(false);
  });
});

describe('compareAlcohol', () => {
  it('treats 14 units as within the guideline and reports units over it', () => {
    expect(compareAlcohol({ unitsPerWeek: 14 })).toEqual({ unitsPerWeek: 14, withinGuideline: true, unitsOver: 0 });
    expect(compareAlcohol({ unitsPerWeek: 20.5 })).toEqual({
      unitsPerWeek: 20.5,
      withinGuideline: false,
      unitsOver: 6.5,
    });
  });
});

describe('painPattern', () => {
  it('groups pain by cycle day in order, keeping the worst score, and counts records without a day', () => {
    const pattern = painPattern([
      { checked: '2026-10-20', cycleDay: 24, severity: 3 },
      { checked: '2026-09-22', cycleDay: 24, severity: 5 },
      { checked: '2026-10-02', cycleDay: 5, severity: 1 },
      { checked: '2026-11-01', cycleDay: null, severity: 2 },
    ]);
    expect(pattern.byCycleDay).toEqual([
      { cycleDay: 5, times: 1, highestSeverity: 1 },
      { cycleDay: 24, times: 2, highestSeverity: 5 },
    ]);
    expect(pattern.withoutCycleDay).toBe(1);
  });
});

describe('latestCheckIns', () => {
  it('puts the newest first and keeps at most the limit', () => {
    const entries = ['2026-11-01', '2026-11-15', '2026-11-08'].map((checked, level) => ({ checked, level }));
    expect(latestCheckIns(entries, 2).map((entry) => entry.checked)).toEqual(['2026-11-15', '2026-11-08']);
  });
});
