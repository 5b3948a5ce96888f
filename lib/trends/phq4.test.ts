import { phq4Guidance, scorePhq4, type Phq4Answers } from './phq4';

const answers = (nervous: number, worrying: number, interest: number, down: number): Phq4Answers => ({
  nervous,
  worrying,
  interest,
  down,
});

describe('scorePhq4', () => {
  it.each([
    [answers(0, 0, 0, 0), 0, 'normal'],
    [answers(1, 1, 0, 0), 2, 'normal'],
    [answers(1, 1, 1, 0), 3, 'mild'],
    [answers(2, 1, 1, 1), 5, 'mild'],
    [answers(2, 2, 1, 1), 6, 'moderate'],
    [answers(2, 2, 2, 2), 8, 'moderate'],
    [answers(3, 2, 2, 2), 9, 'severe'],
    [answers(3, 3, 3, 3), 12, 'severe'],
  ])('totals %j to %i (%s)', (given, total, band) => {
    expect(scorePhq4(given)).toMatchObject({ total, band });
  });

  it('screens each subscale positive at 3 or more', () => {
    expect(scorePhq4(answers(2, 1, 1, 1))).toMatchObject({
      anxiety: 3,
      anxietyPositive: true,
      depression: 2,
      depressionPositive: false,
    });
    expect(scorePhq4(answers(0, 0, 3, 0))).toMatchObject({ anxietyPositive: false, depressionPositive: true });
  });

  it.each([answers(4, 0, 0, 0), answers(0, -1, 0, 0), answers(0, 0, 1.5, 0)])(
    'rejects out-of-range answers %j',
    (given) => {
      expect(() => scorePhq4(given)).toThrow(RangeError);
    },
  );
});

describe('phq4Guidance', () => {
  it('always shows the urgent help, even for a normal result', () => {
    const guidance = phq4Guidance(scorePhq4(answers(0, 0, 0, 0)));
    expect(guidance.urgent.map((sign) => sign.title).join(' ')).toMatch(/999.*111.*116 123/);
    expect(guidance.summary).toContain('not a diagnosis');
  });

  it('sends a positive screen to the GP and NHS Talking Therapies', () => {
    const guidance = phq4Guidance(scorePhq4(answers(0, 0, 2, 1)));
    expect(guidance.summary).toContain('low mood');
    expect(guidance.summary).not.toContain('anxiety');
    expect(guidance.nextSteps.map((sign) => sign.title)).toEqual([
      'Talk to your GP',
      'NHS Talking Therapies',
      'Every Mind Matters',
    ]);
  });

  it('suggests the GP if a mild result lasts', () => {
    const guidance = phq4Guidance(scorePhq4(answers(1, 1, 1, 0)));
    expect(guidance.summary).toContain('3 out of 12 (mild)');
    expect(guidance.nextSteps.find((sign) => sign.title === 'Talk to your GP')?.text).toMatch(/more than 2 weeks/);
  });
});
