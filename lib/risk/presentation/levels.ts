import type { RiskColour as ApiRiskColour, RiskLevel as ApiRiskLevel } from '@/graphql/generated/types';
import type { ProfileColour, ProfileLevel } from '../profile-types';
import { REFERRAL_SIGNS } from '../referral-signs';

/** The API's enum values back to the engine's words: 'NEAR_POPULATION' → 'near-population'. */
export function levelFromApi(level: ApiRiskLevel): ProfileLevel {
  return level.toLowerCase().replace(/_/g, '-') as ProfileLevel;
}

export function colourFromApi(colour: ApiRiskColour): ProfileColour {
  return colour.toLowerCase() as ProfileColour;
}

export interface LevelMeaning {
  /** NICE CG164's name for the level. */
  name: string;
  /** A word that carries the level without colour (colour is never the only cue). */
  shortName: string;
  summary: string;
  screening: string;
  referral: string;
}

// NICE CG164 (familial breast cancer) recommendations by level, and the NHS Breast Screening Programme.
export const LEVEL_MEANING: Record<ProfileLevel, LevelMeaning> = {
  'near-population': {
    name: 'Near population risk',
    shortName: 'Near population',
    summary: 'Your estimated risk is close to that of most women your age.',
    screening:
      'The NHS invites women for breast screening (a mammogram) every 3 years from 50 up to their 71st birthday. You do not need extra screening because of your family history.',
    referral:
      'NICE does not advise a referral for women at this level. If your family history changes, take this check again or talk to your GP.',
  },
  moderate: {
    name: 'Moderate risk',
    shortName: 'Moderate',
    summary: 'Your estimated risk is higher than that of most women your age.',
    screening:
      'NICE advises that women at moderate risk are offered a mammogram every year from 40 to 49, and then NHS breast screening every 3 years from 50.',
    referral:
      'Ask your GP to refer you to a breast family history clinic, which can confirm your risk and arrange earlier screening.',
  },
  high: {
    name: 'High risk',
    shortName: 'High',
    summary: 'Your estimated risk is much higher than that of most women your age.',
    screening:
      'NICE advises that women at high risk are offered a mammogram every year from 40, for most until 59, and that some, such as women with a BRCA variant, are offered a yearly MRI scan from 30 to 49. A specialist service arranges this.',
    referral:
      'Ask your GP to refer you to a specialist genetics or family history service, which can talk to you about genetic testing and extra screening.',
  },
  'not-applicable': {
    name: 'No level given',
    shortName: 'Not given',
    summary: 'The models used here do not apply to you, so no level is given.',
    screening:
      'The NHS invites women for breast screening every 3 years from 50 up to their 71st birthday; your own team may advise more.',
    referral: 'Ask your GP, breast care team or genetics service which checks are right for you.',
  },
};

/**
 * When to ask a GP about a family history clinic, whatever the figures say: the family histories for which
 * NICE CG164 (1.3) advises referral from primary care (lib/risk's referral-signs.ts checks them against her
 * relatives). Relatives must be on the same side of the family, as FAMILY_HISTORY_SAME_SIDE_TEXT says on screen.
 */
export const FAMILY_HISTORY_REFERRAL_SIGNS = Object.values(REFERRAL_SIGNS);

/**
 * Her figures give near population risk but her family meets a referral sign: the level's own "no referral, no
 * extra screening" words would be wrong for her.
 */
export const NEAR_POPULATION_WITH_REFERRAL_SIGN: Pick<LevelMeaning, 'screening' | 'referral'> = {
  screening:
    'The NHS invites women for breast screening (a mammogram) every 3 years from 50 up to their 71st birthday. A breast family history clinic can tell you whether you should be screened earlier or more often.',
  referral:
    'Your figures alone would not call for a referral, but your family history matches one of NICE’s reasons for one. Ask your GP about a referral to a breast family history clinic.',
};

/**
 * Her figures give near population risk and her family meets none of the referral signs, but one of NICE CG164
 * 1.3.4's signs for her GP to seek advice (lib/risk's familyAdviceSigns): "no extra screening" would be wrong.
 */
export const NEAR_POPULATION_WITH_ADVICE_SIGN: Pick<LevelMeaning, 'screening' | 'referral'> = {
  screening:
    'The NHS invites women for breast screening (a mammogram) every 3 years from 50 up to their 71st birthday. A breast family history service can tell your GP whether you should be screened earlier or more often.',
  referral:
    'Your figures alone would not call for a referral, but NICE advises that your GP seeks advice from a breast family history or genetics service for a family history like yours. Talk to your GP about it.',
};

/** Said wherever her level and a met referral sign appear together. */
export const LEVEL_IS_FROM_FIGURES_TEXT =
  'Your NICE risk level comes from your figures (and from a known gene change in your family, if there is one). NICE’s reasons for a referral, below, are a separate check of your family history, and your answers match at least one of them.';

export const FAMILY_HISTORY_SAME_SIDE_TEXT =
  'Relatives count together only when they are on the same side of your family (your mother’s or your father’s).';
