import type { Bmi } from './bmi';
import type { GeneScore } from './manchester';
import type { RiskColour, RiskLevel } from './nice-levels';

/** 'not-applicable': the model does not apply to her, or the criterion does not apply at her age. */
export type ProfileLevel = RiskLevel | 'not-applicable';
/** Grey goes with 'not-applicable': no number is shown. */
export type ProfileColour = RiskColour | 'grey';

/** Something in her answers that raises her risk, worded for her. */
export interface RiskFactor {
  id: string;
  label: string;
}

export interface ProfileAction {
  id: string;
  text: string;
}

/** A caveat the screen must show beside the numbers. */
export interface ProfileNote {
  id: string;
  text: string;
}

export type NotApplicableReason =
  | 'breast-cancer'
  | 'dcis'
  | 'lcis'
  | 'chest-radiotherapy-before-30'
  | 'own-variant'
  // Outside the ages the questionnaire offers BCRAT for (see lib/risk/questionnaire/eligibility.ts).
  | 'under-20'
  | 'over-85';

/** The risk-derived Profile fields of spec section 3 (identity fields are the caller's). */
export interface RiskProfile {
  applicable: boolean;
  notApplicableReasons: NotApplicableReason[];
  bmi: Bmi | null;

  uRisk10: number | null;
  uRisk10Level: ProfileLevel;
  uRisk10MLevel: ProfileLevel;
  uRisk10Color: ProfileColour;
  uRiskLife: number | null;
  uRiskLifeLevel: ProfileLevel;
  uRiskLifeColor: ProfileColour;

  uBrca1: GeneScore | null;
  uBrca1Level: ProfileLevel;
  uBrca1Color: ProfileColour;
  uBrca2: GeneScore | null;
  uBrca2Level: ProfileLevel;
  uBrca2Color: ProfileColour;
  uBrca12: GeneScore | null;
  uBrca12Level: ProfileLevel;
  uBrca12Color: ProfileColour;

  pRisk10: number;
  pRiskLife: number | null;
  pBrca1: number;
  pBrca2: number;
  pBrca12: number;

  riskLevel: ProfileLevel;
  riskColor: ProfileColour;

  rPrimary: RiskFactor[];
  rSecondary: RiskFactor[];
  rGenetic: RiskFactor[];
  rRare: RiskFactor[];

  actions: ProfileAction[];
  notes: ProfileNote[];
}
