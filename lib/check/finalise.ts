import type { CreateObservationInput } from '@/graphql/generated/types';
import { toCycleInput, toFindingInputs } from '@/lib/diary/check-record';
import { checkPeriodStart, cycleDay, type CycleContext } from '@/lib/diary/cycle';
import { isCalendarDate } from '@/lib/diary/dates';
import { hasControlCharacters } from '@/lib/validation/rules';
import { londonDate } from '@/lib/reminders/local-date';
import { carriedEntry, overallScore, type Finding, type TrackedFinding } from '@/lib/diary/findings';
import { FINDING_NOTE_MAX, FINDING_SEVERITY, SIZE_MM } from '@/lib/validation/breast-finding';
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
  if (!draft.position) {
    errors[fieldId.position(draft)] = 'Mark where it is on the map, or choose the armpit or the whole breast.';
  } else if (draft.position.area === 'breast') {
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

export function finaliseCheck(draft: CheckDraft, context: { now: Date; open: readonly TrackedFinding[] }): Finalised {
  const day = londonDate(context.now);
  const errors: CheckErrors = {};
  if (draft.cycle.kind === 'period') {
    if (!isCalendarDate(draft.cycle.periodStart))
      errors[fieldId.periodStart] = 'Enter the first day of your last period as a real date.';
    else {
      const check = checkPeriodStart(draft.cycle.periodStart, day);
      if (!check.ok) errors[fieldId.periodStart] = check.message;
    }
  }
  const newFindings = draft.anythingDifferent ? draft.findings : [];
  for (const finding of newFindings) Object.assign(errors, findingErrors(finding));
  const carried = context.open.flatMap((tracked) => {
    const answer = draft.carried[tracked.id];
    return answer ? [carriedEntry(tracked, answer)] : [];
  });
  if (draft.anythingDifferent && newFindings.length === 0) {
    errors[fieldId.anything] = 'Add the change you noticed, or answer No if nothing is different.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const findings = [...carried, ...newFindings.map(toFinding)];
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
