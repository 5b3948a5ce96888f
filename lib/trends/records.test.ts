import { checkInRecordFields, findingSeverityPoints, observationLevelPoints } from './records';

describe('checkInRecordFields', () => {
  it('computes the score and month on the server, counting each symptom once', () => {
    expect(
      checkInRecordFields({
        level: 6,
        symptoms: ['LOW', 'LOW', 'TEARFUL'],
        checked: '2026-02-28',
        today: '2026-03-01',
      }),
    ).toEqual({
      checked: '2026-02-28',
      aLevel: 6,
      aScore: 58,
      aMonth: 2,
    });
  });

  it('accepts her UK today late on a summer evening, and refuses the day after', () => {
    const now = new Date('2026-06-01T23:30:00Z');
    expect(checkInRecordFields({ level: 3, symptoms: [], checked: '2026-06-02', today: now }).checked).toBe(
      '2026-06-02',
    );
    expect(() => checkInRecordFields({ level: 3, symptoms: [], checked: '2026-06-03', today: now })).toThrow(/future/);
  });

  it('refuses a future date and a level off the scale', () => {
    expect(() => checkInRecordFields({ level: 3, symptoms: [], checked: '2026-03-02', today: '2026-03-01' })).toThrow(
      /future/,
    );
    expect(() => checkInRecordFields({ level: 12, symptoms: [], checked: '2026-03-01', today: '2026-03-01' })).toThrow(
      RangeError,
    );
  });
});

describe('observation points', () => {
  const observations = [
    {
      checked: '2026-10-08T09:00:00.000Z',
      aEnergy: 6,
      aMood: null,
      bLeft: [{ kind: 'PAIN', severity: 2 }],
      bRight: [
        { kind: 'PAIN', severity: 4 },
        { kind: 'LUMP', severity: 7 },
      ],
    },
    { checked: '2026-11-06T09:00:00.000Z', aEnergy: 3, bLeft: [], bRight: [] },
  ];

  it('reads aEnergy as the fatigue level and skips missing levels', () => {
    expect(observationLevelPoints(observations, 'fatigue')).toEqual([
      { day: '2026-10-08', value: 6 },
      { day: '2026-11-06', value: 3 },
    ]);
    expect(observationLevelPoints(observations, 'mood')).toEqual([]);
  });

  it('counts a check made at 23:30 UTC in summer for her UK day', () => {
    const late = [{ checked: '2026-06-01T23:30:00.000Z', aEnergy: 4, bLeft: [], bRight: [] }];
    expect(observationLevelPoints(late, 'fatigue')).toEqual([{ day: '2026-06-02', value: 4 }]);
    expect(findingSeverityPoints(late, 'PAIN')).toEqual([{ day: '2026-06-02', value: 0 }]);
    const winter = [{ checked: '2026-01-15T23:30:00.000Z', aEnergy: 4, bLeft: [], bRight: [] }];
    expect(observationLevelPoints(winter, 'fatigue')).toEqual([{ day: '2026-01-15', value: 4 }]);
  });

  it('does not chart pain she said was gone at its old severity', () => {
    const march = {
      checked: '2026-03-02T09:00:00.000Z',
      bLeft: [{ kind: 'PAIN', severity: 4, status: 'NEW' }],
      bRight: [],
    };
    const april = {
      checked: '2026-04-02T09:00:00.000Z',
      bLeft: [{ kind: 'PAIN', severity: 4, status: 'GONE' }],
      bRight: [{ kind: 'PAIN', severity: 2, status: 'STILL_THERE' }],
    };
    const may = {
      checked: '2026-05-02T09:00:00.000Z',
      bLeft: [{ kind: 'PAIN', severity: 4, status: 'GONE' }],
      bRight: [],
    };
    expect(findingSeverityPoints([march, april, may], 'PAIN')).toEqual([
      { day: '2026-03-02', value: 4 },
      { day: '2026-04-02', value: 2 },
      { day: '2026-05-02', value: 0 },
    ]);
  });

  it('takes the strongest finding of the kind, and 0 when she found none', () => {
    expect(findingSeverityPoints(observations, 'PAIN')).toEqual([
      { day: '2026-10-08', value: 4 },
      { day: '2026-11-06', value: 0 },
    ]);
  });
});
