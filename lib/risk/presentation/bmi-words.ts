import type { Bmi, BmiBand } from '../bmi';
import { SOURCES } from './sources';

const BAND_NAMES: Record<BmiBand, string> = {
  underweight: 'Underweight',
  healthy: 'Healthy weight',
  overweight: 'Overweight',
  obese: 'Obese',
  'severely-obese': 'Severely obese',
};

// NHS adult BMI ranges; NICE (2022) lower cut-offs (23 and 27.5) for some family backgrounds.
const RANGES: Record<'standard' | 'lower', Record<BmiBand, string>> = {
  standard: {
    underweight: 'below 18.5',
    healthy: '18.5 to 24.9',
    overweight: '25 to 29.9',
    obese: '30 to 39.9',
    'severely-obese': '40 or above',
  },
  lower: {
    underweight: 'below 18.5',
    healthy: '18.5 to 22.9',
    overweight: '23 to 27.4',
    obese: '27.5 to 39.9',
    'severely-obese': '40 or above',
  },
};

export interface BmiWords {
  value: string;
  category: string;
  range: string;
  sentence: string;
  /** Said when the lower cut-offs were used, else null. */
  thresholdsNote: string | null;
  advice: string;
  source: typeof SOURCES.nhsBmi;
}

export function bmiWords(bmi: Bmi): BmiWords {
  const category = BAND_NAMES[bmi.band];
  const range = RANGES[bmi.lowerThresholds ? 'lower' : 'standard'][bmi.band];
  return {
    value: bmi.value.toFixed(1),
    category,
    range,
    sentence: `Your BMI is ${bmi.value.toFixed(1)}, which is in the ${category.toLowerCase()} range (${range}).`,
    thresholdsNote: bmi.lowerThresholds
      ? 'For people of South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean family background, the NHS uses lower cut-offs for overweight (23) and obese (27.5), because health risks start at a lower BMI.'
      : null,
    advice: ADVICE[bmi.band],
    source: SOURCES.nhsBmi,
  };
}

const ADVICE: Record<BmiBand, string> = {
  underweight:
    'Being underweight can be a sign of other health problems. A GP can help you find out why and reach a healthy weight.',
  healthy:
    'Keeping to a healthy weight helps lower your risk of breast cancer after the menopause and of many other illnesses.',
  overweight:
    'Losing some weight, even a little, lowers your risk of breast cancer after the menopause. Your GP can help.',
  obese:
    'Being obese raises the risk of breast cancer after the menopause. Losing weight lowers it; your GP can refer you to free weight-loss support.',
  'severely-obese':
    'Being severely obese raises the risk of breast cancer and many other illnesses. Your GP can refer you to free weight-loss support.',
};

/** BMI is not meant for children, pregnant women or, on its own, for very muscular people (NHS). */
export const BMI_LIMITS_TEXT =
  'BMI does not tell muscle from fat, and it is not used in pregnancy or for children. It is a guide; your GP can check other measures such as your waist.';
