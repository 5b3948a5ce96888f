/**
 * The records the GP report reads, in the report's own small shapes: the page builder maps the API's records
 * onto these, so the report does not change when the storage schema grows.
 */
export type Breast = 'left' | 'right';

/** Quadrant names of the API's BreastLocation, for findings recorded before the breast map. */
export type BreastRegion = 'UPPER_OUTER' | 'UPPER_INNER' | 'LOWER_OUTER' | 'LOWER_INNER' | 'CENTRAL';

/**
 * Where a finding is. Clock positions are as she looks down at herself (as the API stores them): 12 towards
 * her chin, 3 towards her right-hand side, whichever breast. What the report shows a doctor is turned to the
 * doctor's convention first (`facing-clock.ts`).
 */
export type MapPosition =
  | { area: 'breast'; clock: number; distanceCm?: number | null }
  | { area: 'armpit' }
  | { area: 'whole' }
  | { area: 'region'; region: BreastRegion };

/** The API's FindingStatus. */
export type FindingStatus = 'NEW' | 'STILL_THERE' | 'CHANGED' | 'GONE';

/**
 * One finding as recorded at one check; `id` stays the same for the same finding across checks (records made
 * before findings were followed have none: give them an id of their own, e.g. the check id and index).
 */
export interface FindingRecord {
  id: string;
  breast: Breast;
  /** FindingKind, e.g. LUMP, SKIN_CHANGE. */
  kind: string;
  position?: MapPosition | null;
  sizeMm?: number | null;
  /** FindingFeel, e.g. HARD, RUBBERY. */
  feel?: string | null;
  /** 1 (barely) to 5 (very). */
  severity: number;
  status: FindingStatus;
  note?: string | null;
  /** Recorded before findings were followed: never asked about again, so never still open after its check. */
  unfollowed?: boolean;
}

export interface CheckRecord {
  id: string;
  /** ISO instant the check was done. */
  checkedAt: string;
  findings: readonly FindingRecord[];
  durationMinutes?: number | null;
}

/** The four wellbeing check-ins and the two symptom diaries (/physical, /menopausal). */
export type CheckInKind = 'stress' | 'sleep' | 'mood' | 'fatigue' | 'physical' | 'menopause';

export interface CheckInRecord {
  id: string;
  kind: CheckInKind;
  /** YYYY-MM-DD. */
  date: string;
  /** 0 (none) to 10 (worst). */
  level: number;
  /** Questionnaire score 0-100, when she answered it. */
  score?: number | null;
  /** The symptoms she ticked with it, in the diary's words ("Night sweats"). */
  symptoms?: readonly string[];
}

export interface PeriodRecord {
  /** YYYY-MM-DD. */
  start: string;
  lengthDays?: number | null;
}

export type RiskLevel = 'NEAR_POPULATION' | 'MODERATE' | 'HIGH' | 'NOT_APPLICABLE';

export interface ReportPerson {
  name?: string | null;
  /** YYYY-MM-DD; shown only when she chose to include it. */
  dateOfBirth?: string | null;
  riskLevel?: RiskLevel | null;
  /** Her family meets a NICE CG164 referral sign (her risk result told her to ask about a referral). */
  familyHistoryReferral?: boolean;
  /** Her family is one NICE CG164 (1.3.4) asks her GP to seek advice about (her risk result told her so). */
  familyHistoryAdvice?: boolean;
  /** What she wants to ask her GP. */
  questions: readonly string[];
}

export type ReportRange = '3-months' | '6-months' | '12-months' | 'all';

export interface ReportRecords {
  checks: readonly CheckRecord[];
  checkIns: readonly CheckInRecord[];
  periods: readonly PeriodRecord[];
}
