// The reference BCRA 2.1.2 package's own example data (exampledata) with the package's outputs, copied
// from shared/reference/risk/bcra_exampledata_results.csv. Codes are the package's: 99 unknown,
// 98 nulliparous, race 1..11 (0 and 12 are invalid on purpose). Null outputs were not computed.

export interface BcraReferenceRow {
  id: number;
  T1: number;
  T2: number;
  N_Biop: number;
  HypPlas: 0 | 1 | 99;
  AgeMen: number;
  Age1st: number;
  N_Rels: number;
  Race: number;
  error: boolean;
  RR_lt50: number | null;
  RR_ge50: number | null;
  abs_risk_pct: number | null;
  avg_risk_pct: number | null;
}

export const BCRA_REFERENCE_ROWS: readonly BcraReferenceRow[] = [
  { id: 1, T1: 45.2, T2: 53.3, N_Biop: 99, HypPlas: 99, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 0,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 2, T1: 45.2, T2: 53.3, N_Biop: 99, HypPlas: 1, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 1,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 3, T1: 45.2, T2: 53.3, N_Biop: 99, HypPlas: 0, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 2,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 4, T1: 45.2, T2: 53.3, N_Biop: 0, HypPlas: 99, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 3,
    error: false, RR_lt50: 1.48962181812145, RR_ge50: 1.48962181812145, abs_risk_pct: 1.86859687830433, avg_risk_pct: 1.64722199153175 },
  { id: 5, T1: 45.2, T2: 53.3, N_Biop: 1, HypPlas: 99, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 4,
    error: false, RR_lt50: 5.49260367149501, RR_ge50: 4.11796832691355, abs_risk_pct: 4.44129446296421, avg_risk_pct: 1.76728627198426 },
  { id: 6, T1: 45.2, T2: 53.3, N_Biop: 1, HypPlas: 99, AgeMen: 14, Age1st: 19, N_Rels: 1, Race: 5,
    error: false, RR_lt50: 4.00494710983735, RR_ge50: 4.00494710983735, abs_risk_pct: 1.76935628416397, avg_risk_pct: 1.01112639839831 },
  { id: 7, T1: 45.2, T2: 53.3, N_Biop: 99, HypPlas: 99, AgeMen: 99, Age1st: 19, N_Rels: 1, Race: 6,
    error: false, RR_lt50: 2.20749047180781, RR_ge50: 2.20749047180781, abs_risk_pct: 1.249550474885, avg_risk_pct: 1.164420770759 },
  { id: 8, T1: 45.2, T2: 53.3, N_Biop: 1, HypPlas: 1, AgeMen: 14, Age1st: 19, N_Rels: 1, Race: 7,
    error: false, RR_lt50: 6.98195498172325, RR_ge50: 6.98195498172325, abs_risk_pct: 5.77567590434044, avg_risk_pct: 1.72794246087979 },
  { id: 9, T1: 45.2, T2: 53.3, N_Biop: 99, HypPlas: 1, AgeMen: 14, Age1st: 99, N_Rels: 1, Race: 8,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 10, T1: 45.2, T2: 53.3, N_Biop: 1, HypPlas: 0, AgeMen: 14, Age1st: 19, N_Rels: 1, Race: 9,
    error: false, RR_lt50: 3.56770227088056, RR_ge50: 3.56770227088056, abs_risk_pct: 3.90606305710754, avg_risk_pct: 2.26138487824348 },
  { id: 11, T1: 45.2, T2: 53.3, N_Biop: 99, HypPlas: 0, AgeMen: 99, Age1st: 99, N_Rels: 1, Race: 10,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 12, T1: 45.2, T2: 53.3, N_Biop: 0, HypPlas: 0, AgeMen: 14, Age1st: 19, N_Rels: 1, Race: 11,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 13, T1: 45.2, T2: 53.3, N_Biop: 0, HypPlas: 99, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 12,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 14, T1: 45.2, T2: 53.3, N_Biop: 0, HypPlas: 1, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 0,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 15, T1: 45.2, T2: 53.3, N_Biop: 0, HypPlas: 0, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 1,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 16, T1: 45.2, T2: 53.3, N_Biop: 1, HypPlas: 0, AgeMen: 10, Age1st: 20, N_Rels: 1, Race: 2,
    error: false, RR_lt50: 2.34578174167726, RR_ge50: 2.09735608309976, abs_risk_pct: 2.68990404389926, avg_risk_pct: 1.64785280400764 },
  { id: 17, T1: 35, T2: 40, N_Biop: 4, HypPlas: 99, AgeMen: 11, Age1st: 25, N_Rels: 0, Race: 3,
    error: false, RR_lt50: 1.38946002090792, RR_ge50: 1.38946002090792, abs_risk_pct: 0.316282706195766, avg_risk_pct: 0.303811263354311 },
  { id: 18, T1: 35, T2: 40, N_Biop: 4, HypPlas: 99, AgeMen: 11, Age1st: 98, N_Rels: 0, Race: 4,
    error: false, RR_lt50: 5.38599137276916, RR_ge50: 3.02743711994694, abs_risk_pct: 1.02298019251626, avg_risk_pct: 0.281411653747293 },
  { id: 19, T1: 35, T2: 40, N_Biop: 4, HypPlas: 99, AgeMen: 11, Age1st: 10, N_Rels: 0, Race: 5,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 20, T1: 35, T2: 40, N_Biop: 4, HypPlas: 99, AgeMen: 36, Age1st: 25, N_Rels: 0, Race: 6,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 21, T1: 27, T2: 90, N_Biop: 99, HypPlas: 99, AgeMen: 13, Age1st: 22, N_Rels: 0, Race: 7,
    error: false, RR_lt50: 1.42102047641751, RR_ge50: 1.42102047641751, abs_risk_pct: 8.82766887411449, avg_risk_pct: 12.2075779769356 },
  { id: 22, T1: 27, T2: 90, N_Biop: 99, HypPlas: 99, AgeMen: 13, Age1st: 22, N_Rels: 99, Race: 8,
    error: false, RR_lt50: 1.42102047641751, RR_ge50: 1.42102047641751, abs_risk_pct: 6.76784804053789, avg_risk_pct: 9.42446786473576 },
  { id: 23, T1: 18, T2: 26, N_Biop: 99, HypPlas: 99, AgeMen: 13, Age1st: 22, N_Rels: 99, Race: 9,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
  { id: 24, T1: 27, T2: 26, N_Biop: 99, HypPlas: 99, AgeMen: 13, Age1st: 22, N_Rels: 99, Race: 10,
    error: true, RR_lt50: 1.42102047641751, RR_ge50: 1.42102047641751, abs_risk_pct: null, avg_risk_pct: null },
  { id: 25, T1: 85, T2: 91, N_Biop: 99, HypPlas: 99, AgeMen: 13, Age1st: 22, N_Rels: 99, Race: 11,
    error: true, RR_lt50: 1.42102047641751, RR_ge50: 1.42102047641751, abs_risk_pct: null, avg_risk_pct: null },
  { id: 26, T1: 86, T2: 90, N_Biop: 99, HypPlas: 99, AgeMen: 13, Age1st: 22, N_Rels: 99, Race: 12,
    error: true, RR_lt50: null, RR_ge50: null, abs_risk_pct: null, avg_risk_pct: null },
];
