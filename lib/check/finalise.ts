import type { CreateObservationInput } from '@/graphql/generated/types';
import { toCycleInput, toFindingInputs } from '@/lib/diary/check-record';
import { checkPeriodStart, cycleDay, type CycleContext } from '@/lib/diary/cycle';
import { isCalendarDate } from '@/lib/diary/dates';
import { hasControlCharacters } from '@/lib/validation/rules';
import { londonDate } from '@/lib/reminders/local-date';
import { isRecordedAnswer } from '@/lib/diary/finding-terms';
import { carriedEntry, overallScore, type Finding, type TrackedFinding } from '@/lib/diary/findings';
import { FINDING_NOTE_MAX, FINDING_SEVERITY, FINDINGS_PER_CHECK_MAX, SIZE_MM } from '@/lib/validation/breast-finding';
import { checkPosition } from './breast-map';
import type { CheckDraft, FindingDraft } from './check-draft';

/**
 * Turns a finished check (the draft) into the record to save, or into messages for each field that needs
 * her attention. Run in the browser before sending and again by the server action, which supplies the open
 * findings from her own records, so what is carried over never depends on what the browser says they are.
 */

export type CheckErrors = Record<string, string>;

export type Finalised =
  { ok: true; input: CreateObservationInput & { id: string } } | { ok: false; errors: CheckErrors };

/** Field ids, shared with the form so the error summary can link to each field. */
export const fieldId = {
  periodStart: 'check-period-start',
  anything: 'check-anything-different',
  /** The first answer to "is it still there?" for a finding carried over from an earlier check. */
  carried: (finding: { id: string }) => `carried-${finding.id}-answer`,
  /** Above the earlier findings: more answered about than a check can record. */
  carriedCount: 'check-carried-count',
  kind: (finding: { id: string }) => `finding-${finding.id}-kind`,
  severity: (finding: { id: string }) => `finding-${finding.id}-severity`,
  position: (finding: { id: string }) => `finding-${finding.id}-position-area`,
  sizeMm: (finding: { id: string }) => `finding-${finding.id}-size`,
  note: (finding: { id: string }) => `finding-${finding.id}-note`,
};

/** The longest a check can be recorded as taking (the API's limit). */
const MAX_DURATION_MINUTES = 120;

/** What needs her attention in one finding, by field id; empty when it can be saved. */
export function findingErrors(draft: FindingDraft): CheckErrors {
  const errors: CheckErrors = {};
  if (!draft.kind) errors[fieldId.kind(draft)] = 'Choose what kind of change you noticed.';
  if (draft.severity === null || draft.severity < FINDING_SEVERITY.min || draft.severity > FINDING_SEVERITY.max) {
    errors[fieldId.severity(draft)] =
      `Choose how marked it is, from ${FINDING_SEVERITY.min} to ${FINDING_SEVERITY.max}.`;
  }
  // One saved before the map may stay in its quadrant until she marks it on the map.
  if (!draft.position && !draft.quadrant) {
    errors[fieldId.position(draft)] = 'Mark where it is on the map, or choose the armpit or the whole breast.';
  } else if (draft.position?.area === 'breast') {
    const check = checkPosition(draft.position.clock, draft.position.distanceCm);
    if (!check.ok) errors[fieldId.position(draft)] = check.message;
  }
  if (
    draft.sizeMm !== null &&
    (!Number.isInteger(draft.sizeMm) || draft.sizeMm < SIZE_MM.min || draft.sizeMm > SIZE_MM.max)
  ) {
    errors[fieldId.sizeMm(draft)] =
      `Give the size as a whole number of millimetres from ${SIZE_MM.min} to ${SIZE_MM.max}, or leave it empty.`;
  }
  if (draft.note.trim().length > FINDING_NOTE_MAX) {
    errors[fieldId.note(draft)] =
      `Keep the note to ${FINDING_NOTE_MAX} characters or fewer: it has ${draft.note.trim().length}.`;
  } else if (hasControlCharacters(draft.note.trim(), { multiline: true })) {
    // The API's rule for the note (backend/validation/observation.ts): refused here first, by the note.
    errors[fieldId.note(draft)] =
      'The note has a hidden character that can’t be saved, often one pasted from another app. Type the note again.';
  }
  return errors;
}

function toFinding(draft: FindingDraft): Finding {
  return {
    id: draft.id,
    side: draft.side,
    kind: draft.kind!,
    severity: draft.severity!,
    position: draft.position,
    sizeMm: draft.sizeMm,
    feel: draft.feel,
    status: 'NEW',
    note: draft.note.trim() || null,
  };
}

/** A field of the earlier-findings stage: an error there sends her back to that stage. */
export function isCarriedField(id: string): boolean {
  return id === fieldId.carriedCount || /^carried-.+-answer$/.test(id);
}

/** The earlier findings her answers put in this check: "I didn't check this today" leaves one out. */
export function recordedCarriedCount(draft: CheckDraft): number {
  return Object.values(draft.carried).filter(isRecordedAnswer).length;
}

const unansweredMessage = (label: string) => `Say whether this is still there, has changed or has gone: ${label}.`;

/** More earlier findings answered about than a check records: she leaves some for next time. */
function tooManyCarried(draft: CheckDraft): string | null {
  const count = recordedCarriedCount(draft);
  if (count <= FINDINGS_PER_CHECK_MAX) return null;
  const over = count - FINDINGS_PER_CHECK_MAX;
  return `A check can record up to ${FINDINGS_PER_CHECK_MAX} changes, and you have answered about ${count} from earlier checks. For ${over} of them, answer “I didn’t check this today”: ${over === 1 ? 'it stays' : 'they stay'} in your diary as before and you are asked again next time.`;
}

/** The descriptions she gave of carried-over findings she says have changed: these are what is sent and saved. */
export function changedDescriptions(draft: CheckDraft): FindingDraft[] {
  return Object.entries(draft.carried).flatMap(([id, answer]) => {
    const change = draft.changes[id];
    return answer === 'CHANGED' && change ? [{ ...change, id, status: 'CHANGED' as const }] : [];
  });
}

/**
 * Before she leaves the earlier findings: an answer for each (a check that says nothing about a lump would
 * later read as if it were still there, or gone), and a description she can save for each that has changed.
 */
export function carriedErrors(items: readonly { id: string; label: string }[], draft: CheckDraft): CheckErrors {
  const errors: CheckErrors = {};
  for (const item of items) {
    if (!draft.carried[item.id]) errors[fieldId.carried(item)] = unansweredMessage(item.label);
  }
  const tooMany = tooManyCarried(draft);
  if (tooMany) errors[fieldId.carriedCount] = tooMany;
  for (const change of changedDescriptions(draft)) Object.assign(errors, findingErrors(change));
  return errors;
}

/** What a change to a carried-over finding may alter: its side and kind stay, so it stays the same finding. */
function describedChange(draft: FindingDraft): Partial<Finding> {
  return {
    severity: draft.severity!,
    position: draft.position,
    sizeMm: draft.sizeMm,
    feel: draft.feel,
    note: draft.note.trim() || null,
  };
}

/**
 * Findings in one check, counting the carried-over ones it records, which take room in the record too. While
 * she is doing the check (`earlier` of them answered about), leaving some earlier ones for next time also fits.
 */
export function tooManyFindings(count: number, earlier = 0): string | null {
  if (count <= FINDINGS_PER_CHECK_MAX) return null;
  const over = count - FINDINGS_PER_CHECK_MAX;
  const start = `A check can hold up to ${FINDINGS_PER_CHECK_MAX} changes, including those from earlier checks: this one has ${count}.`;
  if (earlier === 0) return `${start} Remove ${over} before you save.`;
  return `${start} Remove ${over}, or answer “I didn’t check this today” for ${over} of the earlier ones, before you save.`;
}

/**
 * What a complete check records: her answer about each of `open` she answered about (one she did not check, or
 * was not asked about, is left out and stays open), then what she noticed that is new.
 */
export function recordedFindings(draft: CheckDraft, open: readonly Pick<TrackedFinding, 'id' | 'latest'>[]): Finding[] {
  const changed = new Map(changedDescriptions(draft).map((change) => [change.id, change]));
  const carried = open.flatMap((tracked) => {
    const answer = draft.carried[tracked.id];
    const change = changed.get(tracked.id);
    return isRecordedAnswer(answer) ? [carriedEntry(tracked, answer, change ? describedChange(change) : {})] : [];
  });
  const newFindings = draft.anythingDifferent ? draft.findings : [];
  return [...carried, ...newFindings.map(toFinding)];
}

export interface FinaliseContext {
  now: Date;
  /**
   * Earlier findings this check may answer about, from her records; empty in the browser, which has none. One
   * it says nothing about is left out of the record, open, as "I didn't check this today" leaves it.
   */
  open: readonly TrackedFinding[];
}

/**
 * Her cycle answer on the day of the check (`day`, London). Asked on the question stage, so checked when she
 * leaves it: an error found only on saving her findings would name a field that is no longer on screen.
 */
export function cycleErrors(cycle: CycleContext, day: string): CheckErrors {
  if (cycle.kind !== 'period') return {};
  if (!isCalendarDate(cycle.periodStart))
    return { [fieldId.periodStart]: 'Enter the first day of your last period as a real date.' };
  const check = checkPeriodStart(cycle.periodStart, day);
  return check.ok ? {} : { [fieldId.periodStart]: check.message };
}

export function finaliseCheck(draft: CheckDraft, context: FinaliseContext): Finalised {
  const day = londonDate(context.now);
  const errors: CheckErrors = cycleErrors(draft.cycle, day);
  const newFindings = draft.anythingDifferent ? draft.findings : [];
  // A new finding has no quadrant from before the map to keep: it is always marked on the map.
  for (const finding of newFindings) Object.assign(errors, findingErrors({ ...finding, quadrant: null }));
  for (const change of changedDescriptions(draft)) Object.assign(errors, findingErrors(change));
  if (draft.anythingDifferent && newFindings.length === 0) {
    errors[fieldId.anything] = 'Add the change you noticed, or answer No if nothing is different.';
  }
  // Counted from her answers, not from `open`, so the browser (which has no `open`) refuses what the server would.
  const tooManyEarlier = tooManyCarried(draft);
  const tooMany = tooManyFindings(newFindings.length + recordedCarriedCount(draft), recordedCarriedCount(draft));
  if (tooManyEarlier) errors[fieldId.carriedCount] = tooManyEarlier;
  else if (tooMany) errors[fieldId.anything] = tooMany;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const findings = recordedFindings(draft, context.open);
  const minutes = Math.round((context.now.getTime() - Date.parse(draft.startedAt)) / 60_000);
  return {
    ok: true,
    input: {
      id: draft.recordId,
      checked: context.now.toISOString(),
      cMonth: Number(day.slice(5, 7)),
      cDuration: Number.isFinite(minutes) ? Math.min(Math.max(minutes, 0), MAX_DURATION_MINUTES) : null,
      ...toCycleInput(draft.cycle),
      score: overallScore(findings),
      ...toFindingInputs(findings),
    },
  };
}

/** Day of her cycle on the day of the check, for the screen; null when not given, not a date, or after that day. */
export function cycleDayOnCheck(cycle: CycleContext, checkDay: string): number | null {
  if (cycle.kind !== 'period' || !isCalendarDate(cycle.periodStart)) return null;
  return cycleDay(cycle.periodStart, checkDay);
}
