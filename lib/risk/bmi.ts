// Conversions fixed by spec section 9.
export const KG_PER_STONE = 6.35029318;
export const KG_PER_POUND = 0.45359237;
export const CM_PER_INCH = 2.54;

export interface ImperialMeasurements {
  weightStones: number;
  weightPounds: number;
  heightFeet: number;
  heightInches: number;
}

export type BmiBand = 'underweight' | 'healthy' | 'overweight' | 'obese' | 'severely-obese';

export interface Bmi {
  /** kg/m², rounded to one decimal place as the NHS calculator shows it. */
  value: number;
  band: BmiBand;
  /** Whether the lower NHS thresholds for some ethnic groups were used. */
  lowerThresholds: boolean;
}

// NHS adult bands. NICE (2022) lowers the overweight and obese cut-offs to 23 and 27.5 for people of
// South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean family background.
const STANDARD_LOWER_BOUNDS: Record<Exclude<BmiBand, 'underweight'>, number> = {
  healthy: 18.5,
  overweight: 25,
  obese: 30,
  'severely-obese': 40,
};
const LOWER_THRESHOLD_BOUNDS: typeof STANDARD_LOWER_BOUNDS = { ...STANDARD_LOWER_BOUNDS, overweight: 23, obese: 27.5 };

export function weightKg({ weightStones, weightPounds }: Pick<ImperialMeasurements, 'weightStones' | 'weightPounds'>) {
  return weightStones * KG_PER_STONE + weightPounds * KG_PER_POUND;
}

export function heightM({ heightFeet, heightInches }: Pick<ImperialMeasurements, 'heightFeet' | 'heightInches'>) {
  return ((heightFeet * 12 + heightInches) * CM_PER_INCH) / 100;
}

export function bmiFromImperial(measurements: ImperialMeasurements, options: { lowerThresholds?: boolean } = {}): Bmi {
  const height = heightM(measurements);
  const weight = weightKg(measurements);
  if (!(height > 0) || !(weight > 0)) {
    throw new RangeError(`height and weight must be positive (got ${height} m, ${weight} kg)`);
  }
  // Banding the rounded value keeps the band consistent with the number the user is shown.
  const value = Math.round((weight / height ** 2) * 10) / 10;
  const lowerThresholds = options.lowerThresholds ?? false;
  return { value, band: bmiBand(value, lowerThresholds), lowerThresholds };
}

export function bmiBand(bmi: number, lowerThresholds = false): BmiBand {
  const bounds = lowerThresholds ? LOWER_THRESHOLD_BOUNDS : STANDARD_LOWER_BOUNDS;
  if (bmi >= bounds['severely-obese']) return 'severely-obese';
  if (bmi >= bounds.obese) return 'obese';
  if (bmi >= bounds.overweight) return 'overweight';
  if (bmi >= bounds.healthy) return 'healthy';
  return 'underweight';
}
