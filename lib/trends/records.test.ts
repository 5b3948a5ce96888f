import { checkInRecordFields, findingSeverities, observationLevelPoints, type SeverityFinding } from './records';

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
    const winter = [{ checked: '2026-01-15T23:30:00.000Z', aEnergy: 4, bLeft: [], bRight: [] }];
    expect(observationLevelPoints(winter, 'fatigue')).toEqual([{ day: '2026-01-15', value: 4 }]);
  });
});

describe('findingSeverities', () => {
  const finding = (severity: number, status: SeverityFinding['status'], id: string | null = null, kind = 'PAIN') => ({
    id,
    kind,
    severity,
    status,
  });
  const check = (day: string, findings: SeverityFinding[]) => ({
    id: day,
    checked: `${day}T09:00:00.000Z`,
    day,
    findings,
  });

  it('takes the strongest finding of the kind, and 0 when she found none', () => {
    const checks = [
      check('2026-10-08', [finding(2, 'NEW'), finding(4, 'NEW'), finding(5, 'NEW', null, 'LUMP')]),
      check('2026-11-06', []),
    ];
    expect(findingSeverities(checks, 'PAIN')).toEqual({
      points: [
        { day: '2026-10-08', value: 4 },
        { day: '2026-11-06', value: 0 },
      ],
      notChecked: [],
    });
  });

  it('does not chart pain she said was gone at its old severity', () => {
    const checks = [
      check('2026-03-02', [finding(4, 'NEW', 'left')]),
      check('2026-04-02', [finding(4, 'GONE', 'left'), finding(2, 'NEW', 'right')]),
      check('2026-05-02', [finding(2, 'GONE', 'right')]),
    ];
    expect(findingSeverities(checks, 'PAIN').points).toEqual([
      { day: '2026-03-02', value: 4 },
      { day: '2026-04-02', value: 2 },
      { day: '2026-05-02', value: 0 },
    ]);
  });

  it('reads a "still there" as she has since described the pain, not the copy it stored', () => {
    // 1 Oct she gave severity 4, 1 Nov said "still there" (storing a copy of 4), then corrected 1 Oct to 1.
    const checks = [
      check('2026-10-01', [finding(1, 'NEW', 'pain')]),
      check('2026-11-01', [finding(4, 'STILL_THERE', 'pain')]),
    ];
    expect(findingSeverities(checks, 'PAIN').points).toEqual([
      { day: '2026-10-01', value: 1 },
      { day: '2026-11-01', value: 1 },
    ]);
  });

  it('gives no point, not "no pain", for a check that did not check open pain', () => {
    const checks = [
      check('2026-09-01', [finding(3, 'NEW', 'pain'), finding(2, 'NEW', 'lump', 'LUMP')]),
      // "I didn't check this today" for the pain: the check leaves it out.
      check('2026-10-01', [finding(2, 'STILL_THERE', 'lump', 'LUMP')]),
      check('2026-11-01', [finding(3, 'GONE', 'pain')]),
      // Nothing open any more: a check with no pain is a 0 again.
      check('2026-12-01', []),
    ];
    expect(findingSeverities(checks, 'PAIN')).toEqual({
      points: [
        { day: '2026-09-01', value: 3 },
        { day: '2026-11-01', value: 0 },
        { day: '2026-12-01', value: 0 },
      ],
      notChecked: ['2026-10-01'],
    });
    // Leaving out the pain says nothing of other kinds: the lump's row still has its October point.
    expect(findingSeverities(checks, 'LUMP').points.map((point) => point.day)).toContain('2026-10-01');
  });
});
