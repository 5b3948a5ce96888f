import { openFindings, type CheckRecord, type TrackedFinding } from '@/lib/diary/findings';

export interface EarlierFindings {
  /** Findings a check may answer about: its answer to any other id is not hers to record. */
  answerable: TrackedFinding[];
  /** Findings it must answer about, or it would leave an open finding silently unaccounted for. */
  required: TrackedFinding[];
}

/**
 * The earlier findings a check being saved answers about, from her own records (never from what the browser
 * says they are). Required: each open when she started the check and still open now. One another tab closed
 * meanwhile is not required, though her answer to it is kept; one first recorded after she started was never
 * shown to her, so it is not required either. Her own record is left out, so a retry of a check that did land
 * is judged as the first try was, not against the findings it saved itself.
 */
export function earlierFindings(
  checks: readonly CheckRecord[],
  check: { recordId: string; startedAt: string },
): EarlierFindings {
  const others = checks.filter((record) => record.id !== check.recordId);
  const started = Date.parse(check.startedAt);
  // A start time that cannot be read is taken as now: every finding open now must then be answered.
  const beforeStart = Number.isNaN(started) ? others : others.filter((record) => Date.parse(record.checked) <= started);
  const openNow = openFindings(others);
  const openAtStart = openFindings(beforeStart);
  const stillOpen = new Set(openNow.map((tracked) => tracked.id));
  const wasOpen = new Set(openAtStart.map((tracked) => tracked.id));
  // As she was shown it: the description it had before the check that closed it.
  const closedSince = openAtStart.filter((tracked) => !stillOpen.has(tracked.id));
  return {
    answerable: [...openNow, ...closedSince],
    required: openNow.filter((tracked) => wasOpen.has(tracked.id)),
  };
}
