import { isRecordedAnswer } from '@/lib/diary/finding-terms';
import { openFindings, type CheckRecord, type TrackedFinding } from '@/lib/diary/findings';
import type { CheckDraft } from './check-draft';

export interface EarlierFindings {
  /** Findings a check may answer about: its answer to any other id is not hers to record. */
  answerable: TrackedFinding[];
  /**
   * Findings it should answer about. One it leaves out is recorded as not checked, as her own "I didn't check
   * this today" would be, and the answer tells her so: never refused, so a check queued offline on a page
   * that did not list it is never stuck.
   */
  expected: TrackedFinding[];
}

/**
 * The earlier findings a check being saved answers about, from her own records (never from what the browser
 * says they are). Expected: each open when she started the check and still open now. One another tab closed
 * meanwhile is not expected, though her answer to it is kept; one first recorded after she started was never
 * shown to her, so it is not expected either. Her own record is left out, so a retry of a check that did land
 * is judged as the first try was, not against the findings it saved itself.
 */
export function earlierFindings(
  checks: readonly CheckRecord[],
  check: { recordId: string; startedAt: string },
): EarlierFindings {
  const others = checks.filter((record) => record.id !== check.recordId);
  const started = Date.parse(check.startedAt);
  // A start time that cannot be read is taken as now: every finding open now is then expected.
  const beforeStart = Number.isNaN(started) ? others : others.filter((record) => Date.parse(record.checked) <= started);
  const openNow = openFindings(others);
  const openAtStart = openFindings(beforeStart);
  const stillOpen = new Set(openNow.map((tracked) => tracked.id));
  const wasOpen = new Set(openAtStart.map((tracked) => tracked.id));
  // As she was shown it: the description it had before the check that closed it.
  const closedSince = openAtStart.filter((tracked) => !stillOpen.has(tracked.id));
  return {
    answerable: [...openNow, ...closedSince],
    expected: openNow.filter((tracked) => wasOpen.has(tracked.id)),
  };
}

/** The expected findings her answers say nothing about: the check leaves them out, open, so they are not checked. */
export function notAskedAbout(expected: readonly TrackedFinding[], carried: CheckDraft['carried']): TrackedFinding[] {
  return expected.filter((tracked) => !carried[tracked.id]);
}

/** What the save says when it recorded `count` earlier findings as not checked because her page did not ask. */
export function notAskedMessage(count: number): string {
  return count === 1
    ? '1 change you noted before wasn’t asked about on this page, so it is recorded as not checked this time; you’ll be asked about it at your next check.'
    : `${count} changes you noted before weren’t asked about on this page, so they are recorded as not checked this time; you’ll be asked about them at your next check.`;
}

/**
 * What the save says about earlier findings she answered "I didn't check this today" about (`firstNoted`: the day
 * each was first noted, "2 Mar"). Each is still open, so the GP advice it brought stands: it is said again here, as
 * nothing in this check says the change has gone.
 */
export function notCheckedMessage(firstNoted: readonly string[]): string {
  const count = firstNoted.length;
  const days = [...new Set(firstNoted)].join(', ');
  return count === 1
    ? `You didn’t check 1 change you noted before (first noted ${days}): it stays in your diary as before, and you’ll be asked about it at your next check. ${notCheckedGpAdvice(count)}`
    : `You didn’t check ${count} changes you noted before (first noted ${days}): they stay in your diary as before, and you’ll be asked about them at your next check. ${notCheckedGpAdvice(count)}`;
}

/**
 * The GP advice `count` earlier findings left unchecked bring: the saved screen's (notCheckedMessage), and the
 * archive's when the check is opened later, so it never reads less urgently than it did when she saved it.
 */
export function notCheckedGpAdvice(count: number): string {
  return count === 1
    ? 'If you have not seen your GP about it yet, please make an appointment without delay.'
    : 'If you have not seen your GP about them yet, please make an appointment without delay.';
}

/**
 * Her answers about findings her records do not hold: recorded by a check that reached the store a moment ago
 * (a list read can lag a write), or deleted since she was asked. A check records only what it can match.
 */
export function unmatchedAnswers(answerable: readonly TrackedFinding[], carried: CheckDraft['carried']): string[] {
  const known = new Set(answerable.map((tracked) => tracked.id));
  return Object.entries(carried)
    .filter(([id, answer]) => isRecordedAnswer(answer) && !known.has(id))
    .map(([id]) => id);
}

/** What the save says when answers about `count` earlier findings could not be matched, even after waiting. */
export function unmatchedMessage(count: number): string {
  return count === 1
    ? 'Your answer about 1 change you noted before could not be matched to your diary (it may have been deleted), so it is not in this check.'
    : `Your answers about ${count} changes you noted before could not be matched to your diary (they may have been deleted), so they are not in this check.`;
}
