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
