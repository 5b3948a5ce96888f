'use server';

import { formAction, InvalidFields } from '@/lib/actions/form-action';
import { earlierFindings } from '@/lib/check/earlier-findings';
import { finaliseCheck } from '@/lib/check/finalise';
import { storedAsSent } from '@/lib/check/stored-as-sent';
import { DataError } from '@/lib/data/errors';
import { createCheck, loadChecks } from '@/lib/data/observations';
import type { CheckRecord } from '@/lib/diary/findings';
import { checkSchema, type CheckSubmission } from '@/lib/forms/check';
import type { FormState } from '@/lib/forms/form-state';

/** For the offline queue, which shows the answer's message: the screen shows each field's own. */
const UNANSWERED_SUMMARY = 'This check does not say how each change you noted before is now, so it was not saved.';

const save = formAction<ReturnType<typeof checkSchema>, string, { record: CheckRecord; asSent: boolean }>({
  path: '/checking',
  health: true,
  schema: () => checkSchema(new Date()),
  record: 'create',
  operation: 'CreateObservation',
  async run({ draft, checked }: CheckSubmission, { user, recordId }) {
    // What is carried over, and what must be answered, comes from her own records, never from the browser.
    const checks = await loadChecks(user);
    if (!checks.ok) throw new DataError(checks.reason, 'LoadChecks', 'LoadFailed');
    const earlier = earlierFindings(checks.value, { recordId: recordId!, startedAt: draft.startedAt });
    const result = finaliseCheck(
      { ...draft, recordId: recordId! },
      { now: checked, open: earlier.answerable, required: earlier.required },
    );
    // Only her records can make it fail here (the schema ran the same rules): an earlier finding left unanswered.
    if (!result.ok) throw new InvalidFields(result.errors, UNANSWERED_SUMMARY);
    const record = await createCheck(result.input);
    return { record, asSent: storedAsSent(record, result.input) };
  },
  // Never claims what she changed after an earlier try that landed: the screen says the first one was kept.
  saved: ({ record, asSent }): { message: string; values: Record<string, string> } =>
    asSent
      ? { message: 'Your check has been saved.', values: { savedId: record.id } }
      : {
          message: 'Your check was saved as you first sent it; what you changed after that is not in it.',
          values: { savedId: record.id, savedEarlier: 'yes' },
        },
});

export async function saveCheck(previous: FormState, form: FormData): Promise<FormState> {
  return save(previous, form);
}
