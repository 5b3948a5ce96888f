import { londonDate } from '@/lib/reminders/local-date';
import type { RiskAnswersInput } from '../answers-schema';
import { bcratRaceFor } from './ethnicity';
import { toImperial } from './measurements';
import type { QuestionnaireAnswers } from './schemas';

/**
 * Her age in whole years on her UK day at `now`, as the BCRAT tool asks for it. A birthday on 29 February counts
 * from 1 March in other years.
 */
export function ageOn(dob: string, now: Date): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const [thisYear, thisMonth, today] = londonDate(now).split('-').map(Number) as [number, number, number];
  const beforeBirthday = thisMonth < month || (thisMonth === month && today < day);
  return beforeBirthday ? thisYear - year - 1 : thisYear - year;
}

/**
 * The questionnaire's answers as lib/risk's riskAnswersSchema input, at her age on `now`. Menopause, HRT and
 * lifestyle are not inputs of BCRAT or the Manchester score, so they are not passed on (presentation uses
 * them for advice).
 */
export function toRiskAnswers(answers: QuestionnaireAnswers, now: Date): RiskAnswersInput {
  const { aboutYou, periods, breastHistory, family } = answers;
  const hadBiopsy = typeof breastHistory.biopsies === 'number' && breastHistory.biopsies > 0;
  return {
    age: ageOn(aboutYou.dob, now),
    race: bcratRaceFor(aboutYou.ethnicity),
    ethnicity: aboutYou.ethnicity,
    menarcheAge: periods.menarcheAge,
    firstBirthAge: firstBirthAge(periods),
    biopsies: breastHistory.biopsies,
    // BCRAT records hyperplasia as unknown when there was no biopsy (or the number of biopsies is unknown).
    atypicalHyperplasia: hadBiopsy ? (breastHistory.atypicalHyperplasia ?? 'unknown') : 'unknown',
    personalHistory: breastHistory.personalHistory,
    ownVariants: breastHistory.ownVariants,
    familyVariants: family.familyVariants,
    family: family.relatives,
    unknownFamilySides: family.unknownSides,
    body: aboutYou.body ? toImperial(aboutYou.body.weight, aboutYou.body.height) : undefined,
  };
}

function firstBirthAge(periods: QuestionnaireAnswers['periods']): RiskAnswersInput['firstBirthAge'] {
  if (periods.children === 'no') return 'nulliparous';
  if (periods.children === 'unknown') return 'unknown';
  return periods.firstBirthAge ?? 'unknown';
}
