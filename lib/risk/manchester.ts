import {
  BREAST_PATHOLOGY_BRCA1 as PATHOLOGY,
  FEMALE_BREAST_BY_AGE,
  HIGH_GRADE_SEROUS_OVARIAN_UNDER_60_BRCA1,
  PANCREATIC,
  UNDER_60_SPLIT,
  UNKNOWN_LINEAGE,
  type GenePoints,
} from './data/manchester-scores';
import { carrierBand, geneBand, type CarrierBand } from './manchester-bands';

export type Lineage = 'maternal' | 'paternal';
/** 'both' is the woman herself and relatives on both sides: full siblings and her children. */
export type FamilySide = Lineage | 'both';
export type CancerSite = 'breast' | 'ovarian' | 'pancreatic' | 'prostate';

export interface BreastPathology {
  grade?: 1 | 2 | 3;
  er?: 'positive' | 'negative';
  her2Amplified?: boolean;
  tripleNegative?: boolean;
  dcis?: boolean;
  lobular?: boolean;
}

export type OvarianPathology = 'high-grade-serous' | 'mucinous-germ-cell-or-borderline' | 'other';

/** One cancer in one blood relative (or in the woman herself). */
export interface FamilyCancer {
  side: FamilySide;
  sex: 'female' | 'male';
  site: CancerSite;
  /** 'unknown' scores as the oldest age band, the lowest score for that cancer. */
  ageAtDiagnosis: number | 'unknown';
  breastPathology?: BreastPathology;
  ovarianPathology?: OvarianPathology;
}

export interface ManchesterInput {
  cancers: readonly FamilyCancer[];
  /** Sides of the family whose history cannot be known, e.g. both when adopted. */
  unknownLineages?: readonly Lineage[];
}

export interface GeneScore {
  score: number;
  band: CarrierBand;
}

export interface ManchesterResult {
  brca1: GeneScore;
  brca2: GeneScore;
  combined: GeneScore;
  /** The side of the family whose combined score is reported (maternal on a tie). */
  lineage: Lineage;
}

/**
 * MSS scores one lineage at a time, so each side is scored with the shared relatives and the highest
 * combined score is reported. Each gene reports its own highest side, so brca1 + brca2 can exceed combined.
 */
export function manchesterScore(input: ManchesterInput): ManchesterResult {
  const maternal = lineagePoints(input, 'maternal');
  const paternal = lineagePoints(input, 'paternal');
  const lineage: Lineage = sum(paternal) > sum(maternal) ? 'paternal' : 'maternal';
  const brca1 = Math.max(maternal[0], paternal[0]);
  const brca2 = Math.max(maternal[1], paternal[1]);
  const combined = Math.max(sum(maternal), sum(paternal));
  return {
    brca1: { score: brca1, band: geneBand(brca1) },
    brca2: { score: brca2, band: geneBand(brca2) },
    combined: { score: combined, band: carrierBand(combined) },
    lineage,
  };
}

function lineagePoints(input: ManchesterInput, lineage: Lineage): GenePoints {
  const cancers = input.cancers.filter((c) => c.side === lineage || c.side === 'both');
  const parts: GenePoints[] = cancers.map(cancerPoints);
  const index = pathologyIndexCase(cancers);
  if (index?.breastPathology) parts.push([breastPathologyPoints(index.breastPathology), 0]);
  if (input.unknownLineages?.includes(lineage)) parts.push(UNKNOWN_LINEAGE);
  return parts.reduce<GenePoints>((total, p) => [total[0] + p[0], total[1] + p[1]], [0, 0]);
}

export function cancerPoints(cancer: FamilyCancer): GenePoints {
  checkSex(cancer);
  const age = cancer.ageAtDiagnosis === 'unknown' ? Infinity : cancer.ageAtDiagnosis;
  const under60 = age < 60 ? 0 : 1;
  switch (cancer.site) {
    case 'breast':
      if (cancer.sex === 'male') return UNDER_60_SPLIT.maleBreast[under60];
      return FEMALE_BREAST_BY_AGE.find((band) => age < band.under)?.points ?? [1, 1];
    case 'ovarian':
      if (cancer.ovarianPathology === 'mucinous-germ-cell-or-borderline') return [0, 0];
      if (cancer.ovarianPathology === 'high-grade-serous' && age < 60) {
        const [brca1, brca2] = UNDER_60_SPLIT.ovarian[0];
        return [brca1 + HIGH_GRADE_SEROUS_OVARIAN_UNDER_60_BRCA1, brca2];
      }
      return UNDER_60_SPLIT.ovarian[under60];
    case 'prostate':
      return UNDER_60_SPLIT.prostate[under60];
    case 'pancreatic':
      return PANCREATIC;
  }
}

// MSS adjusts for the tumour of the person tested first; genetics services start with the youngest
// affected woman, so that is the breast cancer whose known pathology is scored (once per lineage).
function pathologyIndexCase(cancers: readonly FamilyCancer[]): FamilyCancer | undefined {
  const age = (c: FamilyCancer) => (c.ageAtDiagnosis === 'unknown' ? Infinity : c.ageAtDiagnosis);
  return cancers
    .filter((c) => c.site === 'breast' && c.sex === 'female' && c.breastPathology)
    .reduce<FamilyCancer | undefined>((youngest, c) => (!youngest || age(c) < age(youngest) ? c : youngest), undefined);
}

export function breastPathologyPoints(p: BreastPathology): number {
  let points = 0;
  if (p.grade === 3) points += PATHOLOGY.grade3;
  if (p.grade === 1) points += PATHOLOGY.grade1;
  if (p.tripleNegative) points += PATHOLOGY.tripleNegative;
  else if (p.er === 'negative') points += PATHOLOGY.erNegative;
  else if (p.er === 'positive') points += PATHOLOGY.erPositive;
  if (p.her2Amplified) points += PATHOLOGY.her2Amplified;
  if (p.dcis) points += PATHOLOGY.dcis;
  if (p.lobular) points += PATHOLOGY.lobular;
  return points;
}

function checkSex({ site, sex }: FamilyCancer): void {
  if ((site === 'ovarian' && sex !== 'female') || (site === 'prostate' && sex !== 'male')) {
    throw new RangeError(`${site} cancer cannot be recorded for a ${sex} relative`);
  }
}

const sum = (points: GenePoints) => points[0] + points[1];
