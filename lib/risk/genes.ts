export const GENES = ['BRCA1', 'BRCA2', 'PALB2', 'TP53', 'PTEN', 'STK11', 'CDH1', 'CHEK2', 'ATM', 'other'] as const;
export type Gene = (typeof GENES)[number];

/** Rare syndromes NICE CG164 places at high risk; the models here do not estimate them, so they are flagged. */
export const RARE_SYNDROMES = {
  TP53: 'Li-Fraumeni syndrome (TP53)',
  PTEN: 'Cowden syndrome (PTEN)',
  STK11: 'Peutz-Jeghers syndrome (STK11)',
  CDH1: 'hereditary diffuse gastric cancer (CDH1)',
} as const satisfies Partial<Record<Gene, string>>;

export type RareSyndromeGene = keyof typeof RARE_SYNDROMES;

// UK genetics services manage PALB2 carriers' relatives like BRCA families; CHEK2, ATM and others are
// moderate-risk genes whose relatives are advised individually, so they do not set the level here.
const HIGH_RISK_GENES: readonly Gene[] = ['BRCA1', 'BRCA2', 'PALB2', 'TP53', 'PTEN', 'STK11', 'CDH1'];

export function isHighRiskGene(gene: Gene): boolean {
  return HIGH_RISK_GENES.includes(gene);
}

export function isRareSyndromeGene(gene: Gene): gene is RareSyndromeGene {
  return Object.hasOwn(RARE_SYNDROMES, gene);
}
