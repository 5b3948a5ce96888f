// Pathology-adjusted Manchester Scoring System (MSS3), Evans DG et al. J Med Genet 2017;54:674-81, Table 1,
// copied from shared/reference/risk/manchester_score_mss3.json. Each entry is [BRCA1 points, BRCA2 points].

export type GenePoints = readonly [brca1: number, brca2: number];

export const FEMALE_BREAST_BY_AGE: readonly { under: number; points: GenePoints }[] = [
  { under: 30, points: [6, 5] },
  { under: 40, points: [4, 4] },
  { under: 50, points: [3, 3] },
  { under: 60, points: [2, 2] },
  { under: Infinity, points: [1, 1] },
];

/** Cancers scored by whether diagnosis was before 60: [under 60, 60 or over]. */
export const UNDER_60_SPLIT: Record<'maleBreast' | 'ovarian' | 'prostate', readonly [GenePoints, GenePoints]> = {
  maleBreast: [
    [5, 8],
    [5, 5],
  ],
  ovarian: [
    [8, 5],
    [5, 5],
  ],
  prostate: [
    [0, 2],
    [0, 1],
  ],
};

export const PANCREATIC: GenePoints = [0, 1];

/** Breast pathology of the case genetic testing would start from (the "index case"); BRCA1 only. */
export const BREAST_PATHOLOGY_BRCA1 = {
  grade3: 2,
  grade1: -2,
  erPositive: -1,
  erNegative: 1,
  // Scored instead of ER negative, alongside grade.
  tripleNegative: 4,
  // Scored alongside grade and ER.
  her2Amplified: -6,
  dcis: -2,
  lobular: -2,
} as const;

export const HIGH_GRADE_SEROUS_OVARIAN_UNDER_60_BRCA1 = 2;

/** Added to a side of the family whose cancer history cannot be known (adoption, no contact). */
export const UNKNOWN_LINEAGE: GenePoints = [2, 2];
