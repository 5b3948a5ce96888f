import type { LifestyleAnswers, PeriodsAnswers } from '../questionnaire/schemas';
import { SOURCES, type Source } from './sources';

export interface Advice {
  id: string;
  text: string;
  source: Source;
}

/** UK Chief Medical Officers' low-risk drinking guideline, and the NHS activity guideline for adults. */
export const ALCOHOL_UNITS_A_WEEK = 14;
export const ACTIVE_MINUTES_A_WEEK = 150;

/**
 * What she can change, tailored to her answers. None of it is an input of the risk models, so it changes
 * no figure; "I don't know" and "rather not say" leave the advice general.
 */
export function lifestyleAdvice(lifestyle: LifestyleAnswers, periods: Pick<PeriodsAnswers, 'hrt'>): Advice[] {
  const advice: Advice[] = [];
  const units = lifestyle.alcoholUnitsPerWeek;
  if (units === 'unknown' || units > 0) {
    advice.push({
      id: 'alcohol',
      text:
        units !== 'unknown' && units > ALCOHOL_UNITS_A_WEEK
          ? `You drink about ${Math.round(units)} units a week. The UK guideline is no more than ${ALCOHOL_UNITS_A_WEEK} units a week, spread over 3 or more days. Any alcohol raises breast cancer risk, and drinking less lowers it.`
          : 'Any alcohol raises breast cancer risk a little, and drinking less lowers it. Keep to no more than 14 units a week, spread over 3 or more days, with some days off.',
      source: SOURCES.nhsAlcohol,
    });
  }
  const minutes = lifestyle.activeMinutesPerWeek;
  if (minutes === 'unknown' || minutes < ACTIVE_MINUTES_A_WEEK) {
    advice.push({
      id: 'activity',
      text: `Being active lowers breast cancer risk. The NHS advises at least ${ACTIVE_MINUTES_A_WEEK} minutes of moderate activity a week, such as brisk walking or cycling; any amount helps.`,
      source: SOURCES.nhsActivity,
    });
  }
  if (lifestyle.smoking === 'current') {
    advice.push({
      id: 'smoking',
      text: 'Stopping smoking lowers your risk of many cancers. Your GP or pharmacist, or NHS Smokefree, can give you free support.',
      source: SOURCES.crukRisk,
    });
  }
  if (periods.hrt === 'current') {
    advice.push({
      id: 'hrt',
      text: 'HRT raises breast cancer risk, by an amount that depends on the type of HRT and how long you take it, and some of the extra risk lasts for years after you stop. For many women the benefits outweigh this. Talk it through with your GP at your next review; do not stop or change HRT without advice.',
      source: SOURCES.mhraHrt,
    });
  }
  return advice;
}
