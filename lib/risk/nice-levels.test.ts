import { carrierBand, geneBand, KNOWN_VARIANT_BAND } from './manchester-bands';
import { carrierLevel, LEVEL_COLOUR, lifetimeLevel, tenYearLevel, worstLevel } from './nice-levels';

describe('NICE CG164 levels at the documented boundaries', () => {
  it.each([
    [0, 'near-population'],
    [16.99, 'near-population'],
    [17, 'moderate'],
    [29.99, 'moderate'],
    [30, 'high'],
    [100, 'high'],
  ] as const)('lifetime %d%% is %s', (pct, level) => {
    expect(lifetimeLevel(pct)).toBe(level);
  });

  it.each([
    [2.99, 'near-population'],
    [3, 'moderate'],
    [7.99, 'moderate'],
    [8, 'high'],
  ] as const)('10-year %d%% is %s', (pct, level) => {
    expect(tenYearLevel(pct, 45).level).toBe(level);
  });

  it.each([
    [39.9, false],
    [40, true],
    [50, true],
    [50.1, false],
    [65, false],
  ])('at age %d the 10-year thresholds are within NICE ages: %s', (age, within) => {
    expect(tenYearLevel(5, age)).toEqual({ level: 'moderate', withinNiceAges: within });
  });

  it('puts a combined carrier probability of 10% or more at high', () => {
    expect(carrierLevel(carrierBand(14))).toBe('near-population');
    expect(carrierLevel(carrierBand(15))).toBe('high');
    expect(carrierLevel(carrierBand(25))).toBe('high');
    expect(carrierLevel(geneBand(10))).toBe('high');
    expect(carrierLevel(KNOWN_VARIANT_BAND)).toBe('high');
  });

  it('takes the worst level and maps levels to green, amber and red', () => {
    expect(worstLevel([])).toBe('near-population');
    expect(worstLevel(['near-population', 'moderate'])).toBe('moderate');
    expect(worstLevel(['high', 'moderate', 'near-population'])).toBe('high');
    expect(LEVEL_COLOUR).toEqual({ 'near-population': 'green', moderate: 'amber', high: 'red' });
  });
});
