import { findingLabel, type CheckRecord, type TrackedFinding } from './findings';
import { NO_PERIOD_LABELS } from './cycle';
import { STATUS_LABELS } from './finding-terms';
import { cycleDay } from './cycle';

/** "Sunday 12 October 2025" */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * One line for the archive: "No change" or the changes she recorded, with their status when carried over, and
 * the earlier ones it did not check (`notChecked`, from notCheckedIn), so it never reads as if they had gone.
 * `check` as her checks describe it (describedChecks), so a "still there" reads as she has since corrected it.
 */
export function checkSummary(check: CheckRecord, notChecked: readonly TrackedFinding[] = []): string {
  const recorded =
    check.findings.length === 0
      ? 'Nothing different from usual'
      : check.findings
          .map((finding) =>
            finding.status === 'NEW'
              ? findingLabel(finding)
              : `${findingLabel(finding)} (${STATUS_LABELS[finding.status]})`,
          )
          .join('; ');
  if (notChecked.length === 0) return recorded;
  return `${recorded}. Not checked this time: ${notChecked.map((tracked) => findingLabel(tracked.latest)).join('; ')}`;
}

/** "Day 9 of your cycle", "No periods: I have been through the menopause", or null. */
export function cycleSummary(check: CheckRecord): string | null {
  if (check.cycle.kind === 'period') {
    const day = cycleDay(check.cycle.periodStart, check.day);
    return day ? `Day ${day} of your cycle` : null;
  }
  if (check.cycle.kind === 'no-periods') return `No periods: ${NO_PERIOD_LABELS[check.cycle.reason].toLowerCase()}`;
  return null;
}
