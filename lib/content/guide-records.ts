/**
 * The personal parts a guide can show, as plain data a route loads and passes in. Each is null (or empty) when she
 * has recorded nothing, and the guide then says how to add it. No React or Next here: the comparisons are testable
 * on their own and the components only lay them out.
 */

/** UK Chief Medical Officers (2019): 150 minutes moderate or 75 minutes vigorous a week, strength on 2 days. */
export const ACTIVITY_GUIDELINE = { moderateMinutes: 150, vigorousMinutes: 75, strengthDays: 2 } as const;
/** UK Chief Medical Officers (2016): no more than 14 units a week, spread over 3 or more days. */
export const ALCOHOL_GUIDELINE = { unitsPerWeek: 14, spreadOverDays: 3 } as const;

export interface WeeklyActivity {
  moderateMinutes: number;
  /** Null when she was not asked (the questionnaire asks for moderate minutes only). */
  vigorousMinutes: number | null;
  /** Days a week with muscle-strengthening activity, when she answered. */
  strengthDays: number | null;
}

export interface WeeklyAlcohol {
  unitsPerWeek: number;
}

/** One item from her risk profile (the Profile's factor and action lists). */
export interface ProfileLine {
  id: string;
  label: string;
}

export interface RiskFactorsRecord {
  /** Factors her answers show, e.g. "Your BMI is in the obese range…"; empty when none were found. */
  factors: readonly ProfileLine[];
  /** What she could change, in the profile's order. */
  actions: readonly ProfileLine[];
}

/** One questionnaire answer as she would read it. */
export interface HealthAnswer {
  question: string;
  answer: string;
}

export interface PainRecord {
  /** ISO date of the check. */
  checked: string;
  /** Day of her cycle (day 1 = first day of her period); null when she has no periods or did not say. */
  cycleDay: number | null;
  severity: number;
}

export interface PainRecords {
  /** Highest value on the severity scale the records use. */
  scaleMax: number;
  records: readonly PainRecord[];
}

export interface CheckIn {
  /** ISO date the check-in is about. */
  checked: string;
  /** 0 (none) to 10 (worst), as recorded on /moody and /stressed. */
  level: number;
}

/** How far back a guide lists her check-ins: enough to find her latest few without reading her whole diary. */
export const RECENT_CHECK_IN_MONTHS = 12;

export interface CheckIns {
  mood: readonly CheckIn[];
  stress: readonly CheckIn[];
}

/** Everything a guide might show, by part; a route passes only the parts its guide uses. */
export interface PersonalRecords {
  activity: WeeklyActivity | null;
  alcohol: WeeklyAlcohol | null;
  riskFactors: RiskFactorsRecord | null;
  healthAnswers: readonly HealthAnswer[] | null;
  pain: PainRecords | null;
  checkIns: CheckIns | null;
}
export type PersonalPart = keyof PersonalRecords;

export interface ActivityComparison {
  /** Moderate minutes plus vigorous minutes counted double, as the guideline treats them. */
  equivalentMinutes: number;
  meetsAerobic: boolean;
  minutesShort: number;
  meetsStrength: boolean | null;
}

export function compareActivity(activity: WeeklyActivity): ActivityComparison {
  const equivalentMinutes = activity.moderateMinutes + 2 * (activity.vigorousMinutes ?? 0);
  const target = ACTIVITY_GUIDELINE.moderateMinutes;
  return {
    equivalentMinutes,
    meetsAerobic: equivalentMinutes >= target,
    minutesShort: Math.max(0, target - equivalentMinutes),
    meetsStrength: activity.strengthDays === null ? null : activity.strengthDays >= ACTIVITY_GUIDELINE.strengthDays,
  };
}

export interface AlcoholComparison {
  unitsPerWeek: number;
  withinGuideline: boolean;
  unitsOver: number;
}

export function compareAlcohol(alcohol: WeeklyAlcohol): AlcoholComparison {
  const limit = ALCOHOL_GUIDELINE.unitsPerWeek;
  return {
    unitsPerWeek: alcohol.unitsPerWeek,
    withinGuideline: alcohol.unitsPerWeek <= limit,
    unitsOver: Math.max(0, Math.round((alcohol.unitsPerWeek - limit) * 10) / 10),
  };
}

export interface PainByCycleDay {
  cycleDay: number;
  times: number;
  highestSeverity: number;
}

export interface PainPattern {
  byCycleDay: PainByCycleDay[];
  /** Records with pain but no cycle day (no periods, not given, or a start longer ago than any cycle). */
  withoutCycleDay: number;
}

/** Her pain records grouped by cycle day, so a pattern before periods (cyclical pain) can show. */
export function painPattern(records: readonly PainRecord[]): PainPattern {
  const days = new Map<number, PainByCycleDay>();
  let withoutCycleDay = 0;
  for (const record of records) {
    if (record.cycleDay === null) {
      withoutCycleDay += 1;
      continue;
    }
    const day = days.get(record.cycleDay) ?? { cycleDay: record.cycleDay, times: 0, highestSeverity: 0 };
    day.times += 1;
    day.highestSeverity = Math.max(day.highestSeverity, record.severity);
    days.set(record.cycleDay, day);
  }
  return { byCycleDay: [...days.values()].sort((a, b) => a.cycleDay - b.cycleDay), withoutCycleDay };
}

/** The most recent check-ins first, at most `limit`. */
export function latestCheckIns(entries: readonly CheckIn[], limit = 6): CheckIn[] {
  return [...entries].sort((a, b) => b.checked.localeCompare(a.checked)).slice(0, limit);
}
