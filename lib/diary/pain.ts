import type { PainRecords } from '@/lib/content/guide-records';
import { FINDING_SEVERITY } from '@/lib/validation/breast-finding';
import { cycleDay, CYCLE_DAYS } from './cycle';
import { describedChecks, type CheckRecord } from './findings';

/**
 * Her breast pain from her checks, for the pain guide: one record per check that mentions pain still there,
 * at its worst severity that day, with the day of her cycle when she gave her last period's start (and it is
 * within a plausible cycle). Pain she marked as gone is not pain on that day. A "still there" reads as her
 * checks describe the pain (describedChecks), never the copy it stored, so a corrected severity reaches it.
 */
export function painFromChecks(checks: readonly CheckRecord[]): PainRecords {
  const records = describedChecks(checks).flatMap((check) => {
    const severities = check.findings.filter((f) => f.kind === 'PAIN' && f.status !== 'GONE').map((f) => f.severity);
    if (severities.length === 0) return [];
    const day = check.cycle.kind === 'period' ? cycleDay(check.cycle.periodStart, check.day) : null;
    // A period start may be up to a year back; past the longest plausible cycle the day is no day of a cycle
    // (a missed period or a pause), and "Day 201" would only hide the pattern the table is for.
    const inCycle = day !== null && day <= CYCLE_DAYS.max ? day : null;
    return [{ checked: check.day, cycleDay: inCycle, severity: Math.max(...severities) }];
  });
  return { scaleMax: FINDING_SEVERITY.max, records };
}
