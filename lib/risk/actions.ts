import type { Bmi } from './bmi';
import type { Gene } from './genes';
import { COMBINED_10_PCT_SCORE, COMBINED_20_PCT_SCORE } from './manchester-bands';
import type { NotApplicableReason, ProfileAction, ProfileLevel } from './profile-types';
import { ADVICE_SIGNS, REFERRAL_SIGNS, type AdviceSign, type ReferralSign } from './referral-signs';

/** The action that says her family meets a NICE referral sign; /plan, the results and the GP report look for it. */
export const FAMILY_HISTORY_REFERRAL_ACTION = 'family-history-referral';

/** The action that says her family meets a NICE CG164 1.3.4 sign for her GP to seek specialist advice. */
export const FAMILY_HISTORY_ADVICE_ACTION = 'family-history-advice';

export interface ActionContext {
  age: number;
  riskLevel: ProfileLevel;
  notApplicableReasons: readonly NotApplicableReason[];
  combinedCarrierScore: number;
  familyVariants: readonly Gene[];
  bmi: Bmi | null;
  /** NICE CG164 1.3's family histories for referral that her relatives meet (familyReferralSigns). */
  referralSigns: readonly ReferralSign[];
  /** NICE CG164 1.3.4's signs for seeking advice that her relatives meet (familyAdviceSigns). */
  adviceSigns: readonly AdviceSign[];
}

const REASON_WORDING: Record<NotApplicableReason, string> = {
  'breast-cancer': 'have had breast cancer',
  dcis: 'have had DCIS',
  lcis: 'have had LCIS',
  'chest-radiotherapy-before-30': 'had radiotherapy to the chest before age 30',
  'own-variant': 'carry a known gene variant',
  'under-20': 'are under 20',
  'over-85': 'are over 85',
};

// Worded for a lay reader from NICE CG164 (referral by level, genetic testing at 10%) and the NHS Breast
// Screening Programme (invited between 50 and 53, then every 3 years to the 71st birthday; self-referral after).
export function profileActions(ctx: ActionContext): ProfileAction[] {
  const actions: ProfileAction[] = [];
  if (ctx.riskLevel === 'not-applicable') {
    const reasons = ctx.notApplicableReasons.map((r) => REASON_WORDING[r]).join(' and ');
    actions.push({
      id: 'specialist-advice',
      text: `This check cannot estimate your risk because you ${reasons}. Please ask your breast care team, GP or genetics service which checks are right for you.`,
    });
    const family = familyHistoryReferralAction(ctx.referralSigns) ?? familyHistoryAdviceAction(ctx.adviceSigns);
    // Only her age keeps the figures from her; after her own cancer or variant her team looks at her family.
    if (family && ctx.notApplicableReasons.every((r) => r === 'under-20' || r === 'over-85')) actions.push(family);
  } else {
    actions.push(...levelActions(ctx));
  }
  actions.push(screeningAction(ctx.age));
  actions.push({
    id: 'be-breast-aware',
    text: 'Check your breasts regularly so you know what is normal for you. See a GP straight away about any change, such as a lump, a change in size or shape, puckered skin, a rash, or changes to a nipple. Do not wait for a screening appointment.',
  });
  actions.push(lifestyleAction(ctx.bmi));
  return actions;
}

function levelActions(ctx: ActionContext): ProfileAction[] {
  const actions: ProfileAction[] = [];
  if (ctx.riskLevel === 'high') {
    actions.push({
      id: 'referral-high',
      text: 'Talk to your GP about your family history. For women at high risk, NICE advises referral to a specialist genetics or family history service, which can talk to you about genetic testing and extra screening, such as a yearly mammogram from age 40.',
    });
  } else if (ctx.riskLevel === 'moderate') {
    actions.push({
      id: 'referral-moderate',
      text: 'Talk to your GP about your family history. For women at moderate risk, NICE advises referral to a breast family history clinic, which may offer a yearly mammogram from age 40 to 49.',
    });
  }
  const levelRefers = ctx.riskLevel === 'high' || ctx.riskLevel === 'moderate';
  // Her level's step already asks for the referral: the sign's own says only which sign, so the two never repeat
  // each other (and together stay within the API's 1,000 characters an action may hold).
  const referral = levelRefers
    ? ctx.referralSigns.length > 0
      ? { id: FAMILY_HISTORY_REFERRAL_ACTION, text: referralSignsSentence(ctx.referralSigns) }
      : null
    : familyHistoryReferralAction(ctx.referralSigns);
  const advice = levelRefers || referral ? null : familyHistoryAdviceAction(ctx.adviceSigns);
  // Moderate and high already send her to a family history service; a softer step would only repeat it.
  if (advice) actions.push(advice);
  if (referral) actions.push(referral);
  // The near-population words say no referral is needed, which her family history may contradict.
  else if (ctx.riskLevel === 'near-population' && !advice) {
    actions.push({
      id: 'near-population',
      text: 'Your estimated risk is close to that of most women your age, so you do not need extra screening because of your family history. If your family history changes, take this check again.',
    });
  }
  const testing = testingAction(ctx);
  if (testing) actions.push(testing);
  return actions;
}

function familyHistoryReferralAction(signs: readonly ReferralSign[]): ProfileAction | null {
  if (signs.length === 0) return null;
  return {
    id: FAMILY_HISTORY_REFERRAL_ACTION,
    text: `Ask your GP about a referral to a breast family history clinic. ${referralSignsSentence(signs)} Your NICE risk level comes from the figures, and this is a separate check.`,
  };
}

function referralSignsSentence(signs: readonly ReferralSign[]): string {
  return `From your answers, ${signs.map((sign) => REFERRAL_SIGNS[sign]).join('; and ')}. NICE advises a referral for this family history whatever the figures say.`;
}

// NICE CG164 1.3.4: "advice should be sought from the designated secondary care contact".
function familyHistoryAdviceAction(signs: readonly AdviceSign[]): ProfileAction | null {
  if (signs.length === 0) return null;
  return {
    id: FAMILY_HISTORY_ADVICE_ACTION,
    text: `Talk to your GP about your family history. From your answers, ${signs.map((sign) => ADVICE_SIGNS[sign]).join('; and ')}. For families like yours, NICE advises that your GP seeks advice from a breast family history or genetics service about whether you should be referred.`,
  };
}

function testingAction(ctx: ActionContext): ProfileAction | null {
  if (ctx.familyVariants.length > 0) {
    return {
      id: 'family-variant-testing',
      text: 'A gene variant has been found in your family. Ask your GP to refer you to a genetics service to talk about being tested for it.',
    };
  }
  // Evans 2017: a family score of 20 stands for an unaffected woman's own 10% chance; 15 is the 10% chance
  // for the affected relative, who is the right person to test first.
  if (ctx.combinedCarrierScore >= COMBINED_20_PCT_SCORE) {
    return {
      id: 'genetic-testing',
      text: 'Your family history may mean you can have genetic testing for BRCA1 and BRCA2. Ask your GP about a referral to a genetics service.',
    };
  }
  if (ctx.combinedCarrierScore >= COMBINED_10_PCT_SCORE) {
    return {
      id: 'relative-genetic-testing',
      text: 'A relative who has had cancer may be able to have genetic testing for BRCA1 and BRCA2, which would tell your family more than testing you. Ask your GP about a referral to a genetics service.',
    };
  }
  return null;
}

function screeningAction(age: number): ProfileAction {
  if (age < 50) {
    return {
      id: 'screening-from-50',
      text: 'The NHS will invite you for breast screening (a mammogram) between the ages of 50 and 53, and then every 3 years until your 71st birthday.',
    };
  }
  if (age < 71) {
    return {
      id: 'screening-when-invited',
      text: 'Go to your NHS breast screening (a mammogram) when invited, every 3 years until your 71st birthday. If you are 53 or over and have never been invited, contact your GP surgery or local breast screening service.',
    };
  }
  return {
    id: 'screening-self-referral',
    text: 'You will not be invited for breast screening after 71, but you can still ask for a mammogram every 3 years by contacting your local breast screening service.',
  };
}

function lifestyleAction(bmi: Bmi | null): ProfileAction {
  const aboveHealthy = bmi !== null && bmi.band !== 'underweight' && bmi.band !== 'healthy';
  return {
    id: 'lifestyle',
    text: aboveHealthy
      ? 'Bringing your weight towards the healthy range, being active and drinking less alcohol can lower your risk of breast cancer.'
      : 'Keeping to a healthy weight, being active and drinking less alcohol can lower your risk of breast cancer.',
  };
}
