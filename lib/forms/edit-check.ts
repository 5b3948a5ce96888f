import { z } from 'zod';
import { checkDraftSchema } from '@/lib/check/check-draft';
import { finaliseEdit, type CheckEdit } from '@/lib/check/edit';
import { isCalendarDate } from '@/lib/diary/dates';
import { cycleFromForm, findingFormFields, findingsFromForm } from './check';
import { REVISION_FIELD } from './record';

/**
 * Editing a saved check, as the form sends it: the check's id, its day (for the messages shown before
 * sending; the server checks against the stored day), the revision (the record's updatedAt as a number of
 * milliseconds, which is what the action wrapper carries), her cycle context and her findings.
 */

export const EDIT_CHECK_ID = 'checkId';
export const EDIT_CHECK_DAY = 'checkDay';

export function editCheckFields(edit: CheckEdit, day: string): Record<string, string> {
  return {
    [EDIT_CHECK_ID]: edit.id,
    [EDIT_CHECK_DAY]: day,
    [REVISION_FIELD]: String(Date.parse(edit.revision)),
    cycle: edit.cycle.kind,
    periodStart: edit.cycle.kind === 'period' ? edit.cycle.periodStart : '',
    noPeriods: edit.cycle.kind === 'no-periods' ? edit.cycle.reason : '',
    ...findingFormFields(edit.findings),
  };
}

const editShape = z.object({
  id: z.uuid(),
  revision: z.iso.datetime(),
  cycle: checkDraftSchema.shape.cycle,
  findings: checkDraftSchema.shape.findings,
});

export interface EditSubmission {
  edit: CheckEdit;
  day: string;
}

/**
 * The name her unsaved changes to one check are kept under on this device (lib/offline/form-draft), so they
 * leave with her other drafts when she signs out or deletes her account.
 */
export function editCheckDraftForm(checkId: string): string {
  return `edit-check:${checkId}`;
}

/** A kept draft read back as an edit (its revision is the one she started from), or null if it cannot be read. */
export function editFromFields(input: Record<string, string>): CheckEdit | null {
  const parsed = editShape.safeParse({
    id: input[EDIT_CHECK_ID],
    revision: revisionFrom(input[REVISION_FIELD]),
    cycle: cycleFromForm(input),
    findings: findingsFromForm(input),
  });
  return parsed.success ? parsed.data : null;
}

function revisionFrom(text: string | undefined): string {
  const millis = Number(text);
  return Number.isSafeInteger(millis) && millis > 0 ? new Date(millis).toISOString() : '';
}

export const editCheckSchema = z.record(z.string(), z.string()).transform((input, context): EditSubmission => {
  const day = input[EDIT_CHECK_DAY] ?? '';
  const edit = editFromFields(input);
  if (!edit || !isCalendarDate(day) || !edit.findings.every((f) => z.uuid().safeParse(f.id).success)) {
    context.addIssue({
      code: 'custom',
      path: ['form'],
      message: 'This change could not be read. Reload the page and make it again.',
    });
    return z.NEVER;
  }
  const result = finaliseEdit(edit, day);
  if (!result.ok) {
    for (const [field, message] of Object.entries(result.errors))
      context.addIssue({ code: 'custom', path: [field], message });
    return z.NEVER;
  }
  return { edit, day };
});
