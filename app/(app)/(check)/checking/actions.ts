'use server';

import { formAction } from '@/lib/actions/form-action';
import { finaliseCheck } from '@/lib/check/finalise';
import { storedAsSent } from '@/lib/check/stored-as-sent';
import { DataError } from '@/lib/data/errors';
import { createCheck, loadChecks } from '@/lib/data/observations';
import { openFindings, type CheckRecord } from '@/lib/diary/findings';
import { checkSchema, type CheckSubmission } from '@/lib/forms/check';
import type { FormState } from '@/lib/forms/form-state';

const save = formAction<ReturnType<typeof checkSchema>, string, { record: CheckRecord; asSent: boolean }>({
  path: '/checking',
  health: true,
  schema: () => checkSchema(new Date()),
  record: 'create',
  operation: 'CreateObservation',
  async run({ draft, checked }: CheckSubmission, { user, recordId }) {
    // What is carried over comes from her own records, never from what the browser says they are.
    const checks = await loadChecks(user);
    if (!checks.ok) throw new DataError(checks.reason, 'LoadChecks', 'LoadFailed');
    const result = finaliseCheck({ ...draft, recordId: recordId! }, { now: checked, open: openFindings(checks.value) });
    if (!result.ok) throw new DataError('rejected', 'CreateObservation', 'CheckRules');
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
