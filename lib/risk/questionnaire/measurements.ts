import { z } from 'zod';
import { bmiFromImperial, CM_PER_INCH, KG_PER_POUND, KG_PER_STONE, type Bmi, type ImperialMeasurements } from '../bmi';

const POUNDS_PER_STONE = 14; // KG_PER_STONE / KG_PER_POUND exactly (spec section 9)
const INCHES_PER_FOOT = 12;

// Ranges wide enough for any adult, narrow enough to catch a typing slip (e.g. 1650 cm).
const KG = { min: 25, max: 300 };
const CM = { min: 120, max: 230 };

const enter = (what: string) => ({ error: `Enter ${what}` });

export const weightSchema = z.discriminatedUnion('unit', [
  z.object({
    unit: z.literal('st-lb'),
    stones: z.number(enter('stones')).int('Enter whole stones').min(3, 'Check the stones').max(47, 'Check the stones'),
    pounds: z.number(enter('pounds')).min(0, 'Pounds cannot be negative').lt(14, 'Pounds must be below 14'),
  }),
  z.object({
    unit: z.literal('kg'),
    kg: z.number(enter('your weight in kilograms')).min(KG.min, 'Check your weight').max(KG.max, 'Check your weight'),
  }),
]);

export const heightSchema = z.discriminatedUnion('unit', [
  z.object({
    unit: z.literal('ft-in'),
    feet: z.number(enter('feet')).int('Enter whole feet').min(4, 'Check the feet').max(7, 'Check the feet'),
    inches: z.number(enter('inches')).min(0, 'Inches cannot be negative').lt(12, 'Inches must be below 12'),
  }),
  z.object({
    unit: z.literal('cm'),
    cm: z.number(enter('your height in centimetres')).min(CM.min, 'Check your height').max(CM.max, 'Check your height'),
  }),
]);

export type Weight = z.infer<typeof weightSchema>;
export type Height = z.infer<typeof heightSchema>;

export function weightInKg(weight: Weight): number {
  return weight.unit === 'kg' ? weight.kg : weight.stones * KG_PER_STONE + weight.pounds * KG_PER_POUND;
}

export function heightInCm(height: Height): number {
  return height.unit === 'cm' ? height.cm : (height.feet * INCHES_PER_FOOT + height.inches) * CM_PER_INCH;
}

/**
 * Her measurements in the stones/pounds and feet/inches lib/risk's answers use. Metric entries are converted
 * with the same constants, so the BMI is the same whichever units she chose (to floating-point precision).
 */
export function toImperial(weight: Weight, height: Height): ImperialMeasurements {
  const [weightStones, weightPounds] =
    weight.unit === 'st-lb' ? [weight.stones, weight.pounds] : split(weight.kg / KG_PER_POUND, POUNDS_PER_STONE);
  const [heightFeet, heightInches] =
    height.unit === 'ft-in' ? [height.feet, height.inches] : split(height.cm / CM_PER_INCH, INCHES_PER_FOOT);
  return { weightStones, weightPounds, heightFeet, heightInches };
}

/** Whole units and the remainder, which floating point must not push to a whole unit (e.g. 14 lb). */
function split(total: number, perUnit: number): [number, number] {
  const whole = Math.floor(total / perUnit);
  const rest = total - whole * perUnit;
  return [whole, Math.min(Math.max(rest, 0), perUnit - 1e-9)];
}

export function bmiFromMeasurements(weight: Weight, height: Height, options: { lowerThresholds?: boolean } = {}): Bmi {
  return bmiFromImperial(toImperial(weight, height), options);
}
