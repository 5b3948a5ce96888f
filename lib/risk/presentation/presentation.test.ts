import { bmiFromImperial } from '../bmi';
import { FIXTURES } from '../questionnaire/fixtures';
import { dontKnowsUsed } from '../questionnaire/questions';
import { questionnaireSchema } from '../questionnaire/schemas';
import { bmiWords } from './bmi-words';
import { CARRIER_BAND_MEANING } from './carrier';
import { colourFromApi, LEVEL_MEANING, levelFromApi } from './levels';
import { lifestyleAdvice } from './lifestyle';
import { figureLimits } from './limits';
import { formatPct, frequencySentence, levelBoundaries, naturalFrequency, pctToTenth } from './natural-frequency';

describe('natural frequencies', () => {
  it('says "about 4 in 100" and the complement', () => {
    expect(frequencySentence(4.2, 'ten-year')).toBe(
      'Of 100 women like you, about 4 will get breast cancer in the next 10 years; 96 will not.',
    );
    expect(frequencySentence(13.6, 'to-80', { who: 'average' })).toBe(
      'Of 100 women of your age on average, about 14 will get breast cancer by the age of 80; 86 will not.',
    );
  });

  it("says NICE's lifetime as the ages it covers, and the average woman's over the same ages", () => {
    expect(frequencySentence(22.1, 'lifetime')).toBe(
      'Of 100 women like you, about 22 will get breast cancer between the ages of 20 and 80; 78 will not.',
    );
    expect(frequencySentence(10.9, 'lifetime', { who: 'average' })).toBe(
      'Of 100 women on average, about 11 will get breast cancer between the ages of 20 and 80; 89 will not.',
    );
  });

  it('says how many years a "10-year" figure covers when the model stops at 90 first', () => {
    expect(frequencySentence(2.4, 'ten-year', { years: 5 })).toBe(
      'Of 100 women like you, about 2 will get breast cancer in the next 5 years; 98 will not.',
    );
  });

  it('rounds to the nearest whole woman', () => {
    expect(naturalFrequency(2.5).per100).toBe(3);
    expect(naturalFrequency(2.49).per100).toBe(2);
    expect(naturalFrequency(5).affected).toBe('5');
  });

  it('never says 0 in 100 for a risk above 0', () => {
    const small = naturalFrequency(0.43);
    expect(small).toMatchObject({
      per100: 0,
      affected: 'fewer than 1',
      unaffected: 'more than 99',
      perThousand: 'about 4 in 1,000',
    });
    expect(small.partialIcon).toBeCloseTo(0.43);
    expect(frequencySentence(0.43, 'ten-year')).toBe(
      'Of 100 women like you, fewer than 1 (about 4 in 1,000) will get breast cancer in the next 10 years; more than 99 will not.',
    );
    expect(naturalFrequency(0.02).perThousand).toBe('fewer than 1 in 1,000');
  });

  it('never says 100 in 100 for a risk below 100', () => {
    expect(naturalFrequency(99.7)).toMatchObject({ per100: 99, affected: 'more than 99', unaffected: 'fewer than 1' });
  });

  describe('beside a NICE level, never rounded into another level', () => {
    const lifetime = levelBoundaries('lifetime', true);
    const tenYear = levelBoundaries('ten-year', true);
    const said = (pct: number, boundaries: readonly number[]) => {
      const { affected, unaffected, per100 } = naturalFrequency(pct, boundaries);
      return { affected, unaffected, per100 };
    };

    it.each([
      [16.49, 'about 16', '84', 16],
      [16.5, '16.5', '83.5', 16],
      [16.99, 'about 16.9', '83.1', 16],
      [17.0, '17', '83', 17],
      [29.5, '29.5', '70.5', 29],
      [29.99, 'about 29.9', '70.1', 29],
      [30, '30', '70', 30],
    ])('lifetime %s%% is "%s in 100" (%s not), %s women filled', (pct, affected, unaffected, per100) => {
      expect(said(pct, lifetime)).toEqual({ affected, unaffected, per100 });
    });

    it.each([
      [2.5, '2.5', '97.5', 2],
      [2.99, 'about 2.9', '97.1', 2],
      [3.0, '3', '97', 3],
      [7.5, '7.5', '92.5', 7],
      [7.99, 'about 7.9', '92.1', 7],
      [8.0, '8', '92', 8],
    ])('10-year %s%% is "%s in 100" (%s not), %s women filled', (pct, affected, unaffected, per100) => {
      expect(said(pct, tenYear)).toEqual({ affected, unaffected, per100 });
    });

    it('keeps "fewer than 1" and "more than 99", far from any boundary', () => {
      expect(naturalFrequency(0.4, tenYear)).toMatchObject({ per100: 0, affected: 'fewer than 1' });
      expect(naturalFrequency(99.6, lifetime)).toMatchObject({ per100: 99, affected: 'more than 99' });
    });

    it('says it in the sentence', () => {
      expect(frequencySentence(16.99, 'lifetime', { boundaries: lifetime })).toBe(
        'Of 100 women like you, about 16.9 will get breast cancer between the ages of 20 and 80; 83.1 will not.',
      );
      expect(frequencySentence(7.5, 'ten-year', { years: 5, boundaries: tenYear })).toBe(
        'Of 100 women like you, 7.5 will get breast cancer in the next 5 years; 92.5 will not.',
      );
    });

    it("uses only the boundaries of the level shown: none for a 10-year figure outside 40 to 50, or the average woman's", () => {
      expect(levelBoundaries('ten-year', false)).toEqual([]);
      expect(naturalFrequency(2.99, levelBoundaries('ten-year', false)).affected).toBe('about 3');
      expect(naturalFrequency(2.99, lifetime).affected).toBe('about 3'); // 3 is a boundary of 10-year levels only
      expect(levelBoundaries('to-80', true)).toEqual([17, 30]);
    });

    it('keeps a percentage below the boundary too, so the gauge agrees: 16.96% is 16.9%, never 17.0%', () => {
      expect(formatPct(16.96, lifetime)).toBe('16.9%');
      expect(pctToTenth(7.97, tenYear)).toBe(7.9);
      expect(formatPct(16.94, lifetime)).toBe('16.9%');
      expect(formatPct(17, lifetime)).toBe('17.0%');
      expect(formatPct(16.96)).toBe('17.0%'); // no level beside it
    });
  });

  it('rejects numbers that are not a risk', () => {
    expect(() => naturalFrequency(-1)).toThrow(RangeError);
    expect(() => naturalFrequency(Number.NaN)).toThrow(RangeError);
  });

  it('formats percentages without ever showing 0.0% for a real risk', () => {
    expect(formatPct(4.237)).toBe('4.2%');
    expect(formatPct(0.01)).toBe('less than 0.1%');
    expect(formatPct(0)).toBe('0.0%');
  });
});

describe('levels', () => {
  it('reads the API enum values back', () => {
    expect(levelFromApi('NEAR_POPULATION')).toBe('near-population');
    expect(levelFromApi('NOT_APPLICABLE')).toBe('not-applicable');
    expect(colourFromApi('AMBER')).toBe('amber');
  });

  it('tells what each level means for screening and referral in the UK', () => {
    expect(LEVEL_MEANING['near-population'].screening).toMatch(/every 3 years from 50 up to their 71st birthday/);
    expect(LEVEL_MEANING.moderate.screening).toMatch(/every year from 40 to 49/);
    expect(LEVEL_MEANING.moderate.referral).toMatch(/family history clinic/);
    expect(LEVEL_MEANING.high.referral).toMatch(/genetics/);
  });
});

describe('carrier meaning', () => {
  it('points to genetic testing from the 10% band', () => {
    expect(CARRIER_BAND_MEANING['under-10']).toMatch(/below the 10%/);
    expect(CARRIER_BAND_MEANING['20-or-more']).toMatch(/offered genetic testing yourself/);
  });
});

describe('bmiWords', () => {
  it('names the NHS category and range', () => {
    const words = bmiWords(bmiFromImperial({ weightStones: 12, weightPounds: 0, heightFeet: 5, heightInches: 4 }));
    expect(words.sentence).toBe('Your BMI is 28.8, which is in the overweight range (25 to 29.9).');
    expect(words.thresholdsNote).toBeNull();
  });

  it('uses and explains the lower cut-offs', () => {
    const words = bmiWords(
      bmiFromImperial({ weightStones: 12, weightPounds: 0, heightFeet: 5, heightInches: 4 }, { lowerThresholds: true }),
    );
    expect(words.category).toBe('Obese');
    expect(words.range).toBe('27.5 to 39.9');
    expect(words.thresholdsNote).toMatch(/lower cut-offs/);
  });
});

describe('lifestyleAdvice', () => {
  it('tailors alcohol advice above 14 units and activity below 150 minutes', () => {
    const advice = lifestyleAdvice(
      { alcoholUnitsPerWeek: 21, activeMinutesPerWeek: 60, smoking: 'current' },
      { hrt: 'current' },
    );
    expect(advice.map((a) => a.id)).toEqual(['alcohol', 'activity', 'smoking', 'hrt']);
    expect(advice[0]!.text).toMatch(/^You drink about 21 units a week/);
  });

  it('says what the lifestyle guide says about HRT, citing the same MHRA review', () => {
    const hrt = lifestyleAdvice(
      { alcoholUnitsPerWeek: 0, activeMinutesPerWeek: 200, smoking: 'never' },
      { hrt: 'current' },
    );
    expect(hrt).toEqual([
      expect.objectContaining({
        id: 'hrt',
        text: expect.stringMatching(
          /^HRT raises breast cancer risk, by an amount that depends on the type of HRT and how long you take it, and some of the extra risk lasts for years after you stop\./,
        ),
      }),
    ]);
    expect(hrt[0]!.source).toMatchObject({
      publisher: 'MHRA',
      url: expect.stringContaining('persistence-after-stopping'),
    });
  });

  it('leaves out what she already does well', () => {
    expect(
      lifestyleAdvice({ alcoholUnitsPerWeek: 0, activeMinutesPerWeek: 200, smoking: 'never' }, { hrt: 'never' }),
    ).toEqual([]);
  });
});

describe('figureLimits', () => {
  it('says the figures are for a group, US-calibrated, first-degree only, and what each "I don\'t know" did', () => {
    const answers = questionnaireSchema.parse(FIXTURES.find((f) => f.name.startsWith('"I don'))!.answers);
    const limits = figureLimits({ ethnicity: answers.aboutYou.ethnicity, dontKnows: dontKnowsUsed(answers) });
    expect(limits.map((l) => l.id)).toEqual([
      'group-estimate',
      'us-calibrated',
      'first-degree-only',
      'dont-know-1',
      'dont-know-2',
      'dont-know-3',
      'dont-know-4',
    ]);
    expect(limits[1]!.text).toMatch(/African-American women/);
    expect(limits[3]!.text).toBe(
      'You answered "I don\'t know" to "How old were you when you had your first period?" The model used the answer that gives the lowest risk (first period at 14 or later), so your risk may be higher than shown.',
    );
  });
});
