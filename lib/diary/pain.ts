import type { PainRecords } from '@/lib/content/guide-records';
import { FINDING_SEVERITY } from '@/lib/validation/breast-finding';
import { cycleDay } from './cycle';
import type { CheckRecord } from './findings';

/**
 * Her breast pain from her checks, for the pain guide: one record per check that mentions pain still there,
 * at its worst severity that day, with the day of her cycle when she gave her last period's start. Pain she
 * marked as gone is not pain on that day.
 */
export function painFromChecks(checks: readonly CheckRecord[]): PainRecords {
  const records = checks.flatMap((check) => {
    const severities = check.findings.filter((f) => f.kind === 'PAIN' && f.status !== 'GONE').map((f) => f.severity);
    if (severities.length === 0) return [];
    const day = check.cycle.kind === 'period' ? cycleDay(check.cycle.periodStart, check.day) : null;
    return [{ checked: check.day, cycleDay: day, severity: Math.max(...severities) }];
  });
  return { scaleMax: FINDING_SEVERITY.max, records };
}
