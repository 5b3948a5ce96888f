import type { NotApplicableReason } from '../profile-types';
import type { BreastHistoryAnswers } from './schemas';

/**
 * Ages the questionnaire gives figures for. BCRAT's tables start at 20 (the BCRA package's minimum); NCI's
 * own online tool stops at 85, and beyond it the "10-year" figure is cut short by the tables' end at 90.
 */
export const ELIGIBLE_AGES = { from: 20, to: 85 } as const;

export interface Eligibility {
  eligible: boolean;
  reasons: NotApplicableReason[];
}

/**
 * Where the models do not apply she gets no number (NCI: BCRAT is not for women with a history of breast
 * cancer, DCIS or LCIS, chest radiotherapy such as for Hodgkin lymphoma, or a BRCA1/2 or other inherited
 * variant such as TP53; NICE CG164 covers women without a personal history). Same rules as buildProfile,
 * plus her age.
 */
export function eligibilityOf(
  age: number,
  history: Pick<BreastHistoryAnswers, 'personalHistory' | 'ownVariants'>,
): Eligibility {
  const reasons: NotApplicableReason[] = [...new Set(history.personalHistory)];
  if (history.ownVariants.length > 0) reasons.push('own-variant');
  if (age < ELIGIBLE_AGES.from) reasons.push('under-20');
  if (age > ELIGIBLE_AGES.to) reasons.push('over-85');
  return { eligible: reasons.length === 0, reasons };
}

export function isOutsideEligibleAges(age: number): boolean {
  return age < ELIGIBLE_AGES.from || age > ELIGIBLE_AGES.to;
}

/**
 * What to do instead, in plain words (NHS breast screening; NICE CG164 referral routes). Shown in place of
 * numbers, one paragraph per reason.
 */
export const INSTEAD_ADVICE: Record<NotApplicableReason, { heading: string; text: string }> = {
  'breast-cancer': {
    heading: 'You have had breast cancer',
    text: 'The models here are for women who have not had breast cancer, so they would not give you a true figure. Your breast care team plans your follow-up and screening; ask them or your GP about your own risk.',
  },
  dcis: {
    heading: 'You have had DCIS',
    text: 'DCIS (ductal carcinoma in situ) changes your risk in ways these models do not cover. Your breast care team or GP can tell you which follow-up and screening are right for you.',
  },
  lcis: {
    heading: 'You have had LCIS',
    text: 'LCIS (lobular carcinoma in situ) raises risk in a way these models do not cover. Ask your breast care team or GP about your follow-up and screening.',
  },
  'chest-radiotherapy-before-30': {
    heading: 'You had radiotherapy to your chest before 30',
    text: 'Radiotherapy to the chest at a young age, for example for Hodgkin lymphoma, raises breast cancer risk more than these models can show. The NHS offers extra breast screening to women treated this way: ask your GP or the team that treated you whether you are on it.',
  },
  'own-variant': {
    heading: 'You carry a known gene variant',
    text: 'Women with a BRCA1, BRCA2, TP53 or other inherited variant need a specialist estimate, not this one. If you are not already seen by a genetics service or family history clinic, ask your GP to refer you.',
  },
  'under-20': {
    heading: 'This check is for women aged 20 and over',
    text: 'The model has no figures for women under 20, and breast cancer at your age is very rare. If your family history worries you, talk to your GP, who can refer you to a family history clinic if it is needed.',
  },
  'over-85': {
    heading: 'This check is for women up to 85',
    text: 'The model was not designed for women over 85. Risk still rises with age, so keep checking your breasts and see your GP about any change. You can ask for breast screening every 3 years by contacting your local breast screening service.',
  },
};
