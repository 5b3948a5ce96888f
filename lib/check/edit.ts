import type { UpdateObservationInput } from '@/graphql/generated/types';
import { toCycleInput, toFindingInputs } from '@/lib/diary/check-record';
import { checkPeriodStart, type CycleContext } from '@/lib/diary/cycle';
import { isCalendarDate } from '@/lib/diary/dates';
import {
  describedCheck,
  describesFinding,
  findingLabel,
  overallScore,
  type CheckRecord,
  type Finding,
} from '@/lib/diary/findings';
import type { FindingDraft } from './check-draft';
import { fieldId, findingErrors, tooManyFindings, type CheckErrors } from './finalise';

/**
 * Editing a saved check from the archive: her findings (each keeping its id and status, so what is followed
 * from check to check stays followed) and her cycle context. The day of the check itself is not edited: the
 * period start is checked against that day, not today.
 */
export interface CheckEdit {
  id: string;
  /** The record's updatedAt when the form opened; the store refuses the save if it has changed since. */
  revision: string;
  cycle: CycleContext;
  findings: FindingDraft[];
}

export type FinalisedEdit = { ok: true; input: UpdateObservationInput } | { ok: false; errors: CheckErrors };

export function editFromRecord(record: CheckRecord & { updatedAt: string }): CheckEdit {
  return {
    id: record.id,
    revision: record.updatedAt,
    cycle: record.cycle,
    // Findings saved before findings were followed get an id now: from this save on they are followed too.
    findings: record.findings.map((finding, index) => ({
      ...finding,
      id: finding.id ?? unfollowedFindingId(record.id, index),
      note: finding.note ?? '',
    })),
  };
}

/**
 * The findings `check` answered about from earlier checks, labelled as her checks up to it describe them: a
 * "still there" or "gone" answer stores only a copy of an earlier description, which may since be corrected.
 */
export function earlierFindingLabels(checks: readonly CheckRecord[], check: CheckRecord): Record<string, string> {
  const { findings } = describedCheck(checks, check);
  return Object.fromEntries(findings.flatMap((f) => (f.id && f.status !== 'NEW' ? [[f.id, findingLabel(f)]] : [])));
}

/** The check where she last described a finding: the one to change to correct how it is described. */
export interface DescribingCheck {
  id: string;
  day: string;
}

/**
 * For each finding `check` answered about from an earlier check, the latest check before it that described it
 * (new or changed): a "still there" or "gone" answer is corrected there, not in this check.
 */
export function describingChecks(checks: readonly CheckRecord[], check: CheckRecord): Record<string, DescribingCheck> {
  const answered = new Set(check.findings.flatMap((f) => (f.id && f.status !== 'NEW' ? [f.id] : [])));
  const before = checks
    .filter((other) => other.id !== check.id && other.checked.localeCompare(check.checked) < 0)
    .sort((a, b) => a.checked.localeCompare(b.checked));
  const found: Record<string, DescribingCheck> = {};
  for (const other of before)
    for (const finding of other.findings)
      if (finding.id && answered.has(finding.id) && describesFinding(finding))
        found[finding.id] = { id: other.id, day: other.day };
  return found;
}

/**
 * The id an unfollowed finding gets: the same each time the check is opened, so changes made to it in two tabs
 * or on two devices are recognised as changes to one finding when they are merged (lib/check/merge-edit). Made
 * from the check's id (its last 32 bits changed, so never equal to it), so it stays a valid UUID of the same version.
 */
function unfollowedFindingId(checkId: string, index: number): string {
  const low = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}([0-9a-f]{8})$/i.exec(checkId)?.[1];
  if (!low) return crypto.randomUUID();
  const mixed = (parseInt(low, 16) ^ (index + 1)) >>> 0; // bitwise operators work on 32 bits: the last 8 digits
  return `${checkId.slice(0, 28)}${mixed.toString(16).padStart(8, '0')}`;
}

function toFinding(draft: FindingDraft): Finding {
  return { ...draft, kind: draft.kind!, severity: draft.severity!, note: draft.note.trim() || null };
}

/** `checkDay` is the stored day of the check (where she lives), which the period start may not be after. */
export function finaliseEdit(edit: CheckEdit, checkDay: string): FinalisedEdit {
  const errors: CheckErrors = {};
  if (edit.cycle.kind === 'period') {
    if (!isCalendarDate(edit.cycle.periodStart))
      errors[fieldId.periodStart] = 'Enter the first day of your last period as a real date.';
    else {
      const check = checkPeriodStart(edit.cycle.periodStart, checkDay);
      if (!check.ok) errors[fieldId.periodStart] = check.message;
    }
  }
  for (const finding of edit.findings) Object.assign(errors, findingErrors(finding));
  const tooMany = tooManyFindings(edit.findings.length);
  // Not tied to one field: the edit form shows it above the form, where the save was refused.
  if (tooMany) errors.form = tooMany;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const findings = edit.findings.map(toFinding);
  return {
    ok: true,
    input: {
      id: edit.id,
      expectedUpdatedAt: edit.revision,
      ...toCycleInput(edit.cycle),
      score: overallScore(findings),
      ...toFindingInputs(findings),
    },
  };
}
