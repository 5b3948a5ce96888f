import type { RiskProfile } from '@/lib/risk';

/** 'near-population' → 'NEAR_POPULATION': the engine's words as the contract's enum values. */
function enumValue<T extends string | null | undefined>(value: T): string | null {
  return value ? value.toUpperCase().replace(/-/g, '_') : null;
}

function items(list: { id: string; label?: string; text?: string }[]) {
  return list.map(({ id, label, text }) => ({ id, text: text ?? label ?? '' }));
}

function carrierScore(gene: RiskProfile['uBrca1']) {
  if (!gene) return null;
  const { id, label, fromPct, toPct } = gene.band;
  return { score: gene.score, band: { id, label, fromPct, toPct } };
}

/** The risk engine's profile as the Profile fields of schema.graphql (CreateProfileInput without id). */
export function profileFieldsFromRisk(risk: RiskProfile): Record<string, unknown> {
  return {
    applicable: risk.applicable,
    notApplicableReasons: risk.notApplicableReasons,
    bmi: risk.bmi?.value ?? null,
    uRisk10: risk.uRisk10,
    uRiskLife: risk.uRiskLife,
    uBrca1: carrierScore(risk.uBrca1),
    uBrca2: carrierScore(risk.uBrca2),
    uBrca12: carrierScore(risk.uBrca12),
    uRisk10Level: enumValue(risk.uRisk10Level),
    uRisk10MLevel: enumValue(risk.uRisk10MLevel),
    uRisk10Color: enumValue(risk.uRisk10Color),
    uRiskLifeLevel: enumValue(risk.uRiskLifeLevel),
    uRiskLifeColor: enumValue(risk.uRiskLifeColor),
    pRisk10: risk.pRisk10,
    pRiskLife: risk.pRiskLife,
    pBrca1: risk.pBrca1,
    pBrca2: risk.pBrca2,
    pBrca12: risk.pBrca12,
    uBrca1Level: enumValue(risk.uBrca1Level),
    uBrca1Color: enumValue(risk.uBrca1Color),
    uBrca2Level: enumValue(risk.uBrca2Level),
    uBrca2Color: enumValue(risk.uBrca2Color),
    uBrca12Level: enumValue(risk.uBrca12Level),
    uBrca12Color: enumValue(risk.uBrca12Color),
    riskLevel: enumValue(risk.riskLevel),
    riskColor: enumValue(risk.riskColor),
    rPrimary: items(risk.rPrimary),
    rSecondary: items(risk.rSecondary),
    rGenetic: items(risk.rGenetic),
    rRare: items(risk.rRare),
    actions: items(risk.actions),
    notes: items(risk.notes),
  };
}
