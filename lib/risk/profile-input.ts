import type { RiskColour as ApiRiskColour, RiskLevel as ApiRiskLevel } from '@/graphql/generated/types';
import type { GeneScore } from './manchester';
import type { ProfileColour, ProfileLevel, RiskProfile } from './profile-types';

export interface ProfileItemInput {
  id: string;
  text: string;
}

export interface CarrierScoreInput {
  score: number;
  band: { id: string; label: string; fromPct: number; toPct: number | null };
}

/**
 * graphql/schema.graphql's CreateProfileInput without the record id, which the caller chooses, and without her
 * title and name (profileFromAnswers says why).
 */
export interface ProfileInputFields {
  dob: string | null;
  option: string | null;
  started: string | null;
  finished: string | null;
  applicable: boolean;
  notApplicableReasons: string[];
  bmi: number | null;
  uRisk10: number | null;
  uRiskLife: number | null;
  uBrca1: CarrierScoreInput | null;
  uBrca2: CarrierScoreInput | null;
  uBrca12: CarrierScoreInput | null;
  uRisk10Level: ApiRiskLevel;
  uRisk10MLevel: ApiRiskLevel;
  uRisk10Color: ApiRiskColour;
  uRiskLifeLevel: ApiRiskLevel;
  uRiskLifeColor: ApiRiskColour;
  pRisk10: number | null;
  pRiskLife: number | null;
  pBrca1: number;
  pBrca2: number;
  pBrca12: number;
  uBrca1Level: ApiRiskLevel;
  uBrca1Color: ApiRiskColour;
  uBrca2Level: ApiRiskLevel;
  uBrca2Color: ApiRiskColour;
  uBrca12Level: ApiRiskLevel;
  uBrca12Color: ApiRiskColour;
  riskLevel: ApiRiskLevel;
  riskColor: ApiRiskColour;
  rPrimary: ProfileItemInput[];
  rSecondary: ProfileItemInput[];
  rGenetic: ProfileItemInput[];
  rRare: ProfileItemInput[];
  actions: ProfileItemInput[];
  notes: ProfileItemInput[];
}

/** The risk-derived part of ProfileInputFields (her date of birth and bookkeeping fields are added by the caller). */
export type RiskInputFields = Omit<ProfileInputFields, 'dob' | 'option' | 'started' | 'finished'>;

/** 'near-population' → 'NEAR_POPULATION': the engine's words as the contract's enum values. */
export function apiLevel(level: ProfileLevel): ApiRiskLevel {
  return level.toUpperCase().replace(/-/g, '_') as ApiRiskLevel;
}

export function apiColour(colour: ProfileColour): ApiRiskColour {
  return colour.toUpperCase() as ApiRiskColour;
}

function carrierScore(gene: GeneScore | null): CarrierScoreInput | null {
  if (!gene) return null;
  const { id, label, fromPct, toPct } = gene.band;
  return { score: gene.score, band: { id, label, fromPct, toPct } };
}

const items = (list: readonly { id: string; label?: string; text?: string }[]): ProfileItemInput[] =>
  list.map(({ id, label, text }) => ({ id, text: text ?? label ?? '' }));

/** lib/risk's profile as the API's Profile fields: every number as the engine computed it, unrounded. */
export function toProfileInput(risk: Omit<RiskProfile, 'pRisk10'> & { pRisk10: number | null }): RiskInputFields {
  return {
    applicable: risk.applicable,
    notApplicableReasons: [...risk.notApplicableReasons],
    bmi: risk.bmi?.value ?? null,
    uRisk10: risk.uRisk10,
    uRiskLife: risk.uRiskLife,
    uBrca1: carrierScore(risk.uBrca1),
    uBrca2: carrierScore(risk.uBrca2),
    uBrca12: carrierScore(risk.uBrca12),
    uRisk10Level: apiLevel(risk.uRisk10Level),
    uRisk10MLevel: apiLevel(risk.uRisk10MLevel),
    uRisk10Color: apiColour(risk.uRisk10Color),
    uRiskLifeLevel: apiLevel(risk.uRiskLifeLevel),
    uRiskLifeColor: apiColour(risk.uRiskLifeColor),
    pRisk10: risk.pRisk10,
    pRiskLife: risk.pRiskLife,
    pBrca1: risk.pBrca1,
    pBrca2: risk.pBrca2,
    pBrca12: risk.pBrca12,
    uBrca1Level: apiLevel(risk.uBrca1Level),
    uBrca1Color: apiColour(risk.uBrca1Color),
    uBrca2Level: apiLevel(risk.uBrca2Level),
    uBrca2Color: apiColour(risk.uBrca2Color),
    uBrca12Level: apiLevel(risk.uBrca12Level),
    uBrca12Color: apiColour(risk.uBrca12Color),
    riskLevel: apiLevel(risk.riskLevel),
    riskColor: apiColour(risk.riskColor),
    rPrimary: items(risk.rPrimary),
    rSecondary: items(risk.rSecondary),
    rGenetic: items(risk.rGenetic),
    rRare: items(risk.rRare),
    actions: items(risk.actions),
    notes: items(risk.notes),
  };
}
