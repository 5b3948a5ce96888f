import type { CheckRecord } from './findings';

export interface MonthGroup {
  /** 'YYYY-MM' */
  month: string;
  /** "October 2025" */
  label: string;
  checks: CheckRecord[];
}

export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** Her checks grouped by the month of their local day, newest month and newest check first. */
export function groupByMonth(checks: readonly CheckRecord[]): MonthGroup[] {
  const sorted = [...checks].sort((a, b) => b.checked.localeCompare(a.checked));
  const groups: MonthGroup[] = [];
  for (const check of sorted) {
    const month = check.day.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.checks.push(check);
    else groups.push({ month, label: monthLabel(month), checks: [check] });
  }
  return groups;
}
