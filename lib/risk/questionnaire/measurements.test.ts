import { BMI_LIMITS } from '@/lib/validation/limits';
import { bmiFromImperial } from '../bmi';
import { bmiFromMeasurements, heightInCm, heightSchema, toImperial, weightInKg, weightSchema } from './measurements';

describe('units (spec section 9: 6.35029318 kg per stone, 0.45359237 kg per pound, 2.54 cm per inch)', () => {
  it('converts stones and pounds to kilograms', () => {
    expect(weightInKg({ unit: 'st-lb', stones: 10, pounds: 7 })).toBeCloseTo(10 * 6.35029318 + 7 * 0.45359237, 10);
    expect(weightInKg({ unit: 'kg', kg: 62.5 })).toBe(62.5);
  });

  it('converts feet and inches to centimetres', () => {
    expect(heightInCm({ unit: 'ft-in', feet: 5, inches: 6 })).toBeCloseTo(66 * 2.54, 10);
    expect(heightInCm({ unit: 'cm', cm: 170 })).toBe(170);
  });

  it('splits metric entries into stones/pounds and feet/inches without losing anything', () => {
    const imperial = toImperial({ unit: 'kg', kg: 70 }, { unit: 'cm', cm: 165 });
    expect(imperial.weightStones).toBe(11);
    expect(imperial.weightPounds).toBeCloseTo(0.3236, 3);
    expect(imperial.heightFeet).toBe(5);
    expect(imperial.heightInches).toBeCloseTo(4.9606, 4);
    expect(imperial.weightStones * 6.35029318 + imperial.weightPounds * 0.45359237).toBeCloseTo(70, 10);
  });

  it('never lets floating point make 14 pounds or 12 inches', () => {
    const exact = toImperial({ unit: 'kg', kg: 14 * 6.35029318 }, { unit: 'cm', cm: 6 * 12 * 2.54 });
    expect(exact.weightPounds).toBeLessThan(14);
    expect(exact.heightInches).toBeLessThan(12);
  });

  it('gives the same BMI in either units', () => {
    const metric = bmiFromMeasurements({ unit: 'kg', kg: 63.5029318 }, { unit: 'cm', cm: 162.56 });
    const imperial = bmiFromImperial({ weightStones: 10, weightPounds: 0, heightFeet: 5, heightInches: 4 });
    expect(metric).toEqual(imperial);
    expect(metric.value).toBe(24);
  });

  it('rejects pounds of 14 or more, inches of 12 or more and implausible metric entries', () => {
    expect(weightSchema.safeParse({ unit: 'st-lb', stones: 9, pounds: 14 }).success).toBe(false);
    expect(heightSchema.safeParse({ unit: 'ft-in', feet: 5, inches: 12 }).success).toBe(false);
    expect(heightSchema.safeParse({ unit: 'cm', cm: 1650 }).error?.issues[0]?.message).toBe('Check your height');
    expect(weightSchema.safeParse({ unit: 'kg', kg: 0 }).success).toBe(false);
  });
});

describe('every height and weight the questionnaire accepts gives a BMI the data API stores', () => {
  // The extremes each unit accepts; one step beyond is refused, so widening a range fails here first.
  const weights = [
    { unit: 'st-lb', stones: 3, pounds: 0 },
    { unit: 'st-lb', stones: 47, pounds: 13.99 },
    { unit: 'kg', kg: 25 },
    { unit: 'kg', kg: 300 },
  ] as const;
  const heights = [
    { unit: 'ft-in', feet: 4, inches: 0 },
    { unit: 'ft-in', feet: 7, inches: 11.99 },
    { unit: 'cm', cm: 120 },
    { unit: 'cm', cm: 230 },
  ] as const;

  it('accepts the extremes and nothing beyond them', () => {
    for (const weight of weights) expect(weightSchema.safeParse(weight).success).toBe(true);
    for (const height of heights) expect(heightSchema.safeParse(height).success).toBe(true);
    for (const weight of [
      { unit: 'st-lb', stones: 2, pounds: 13 },
      { unit: 'st-lb', stones: 48, pounds: 0 },
      { unit: 'kg', kg: 24.9 },
      { unit: 'kg', kg: 300.1 },
    ])
      expect(weightSchema.safeParse(weight).success).toBe(false);
    for (const height of [
      { unit: 'ft-in', feet: 3, inches: 11 },
      { unit: 'ft-in', feet: 8, inches: 0 },
      { unit: 'cm', cm: 119.9 },
      { unit: 'cm', cm: 230.1 },
    ])
      expect(heightSchema.safeParse(height).success).toBe(false);
  });

  it.each(weights.flatMap((weight) => heights.map((height) => [weight, height] as const)))(
    '%o at %o',
    (weight, height) => {
      const { value } = bmiFromMeasurements(weight, height);
      expect(value).toBeGreaterThanOrEqual(BMI_LIMITS.min);
      expect(value).toBeLessThanOrEqual(BMI_LIMITS.max);
    },
  );
});
