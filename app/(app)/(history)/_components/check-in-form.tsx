'use client';

import { DateField } from '@/components/forms/date-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { CHECK_IN_DATE_FIELD, CHECK_IN_FIELDS, checkInSchema, type CheckInState } from '@/lib/forms/check-in';
import { RECORD_ID_FIELD } from '@/lib/forms/record';
import { SCALES, type CheckInKind } from '@/lib/trends';
import { KindFields } from './kind-fields';

interface CheckInFormProps {
  kind: CheckInKind;
  action: (previous: CheckInState, form: FormData) => Promise<CheckInState>;
  initial: CheckInState;
  /** The browser's pre-check uses the server's day, so the two agree on what "the future" is. */
  today: string;
}

/** One quick check-in: a level and Save is a whole entry (the date is already today). */
export function CheckInForm({ kind, action, initial, today }: CheckInFormProps) {
  const form = useFormAction({
    action,
    initial,
    schema: checkInSchema(kind, today),
    fields: CHECK_IN_FIELDS,
    idPrefix: kind,
  });
  const values = form.state.values;
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="check-in-status">{form.status || null}</StatusMessage>
      <form key={form.state.version} {...form.formProps} className="max-w-2xl">
        <input type="hidden" name={RECORD_ID_FIELD} value={values[RECORD_ID_FIELD] ?? ''} />
        <KindFields
          kind={kind}
          prefix=""
          idPrefix={kind}
          values={values}
          levelError={form.errors.level}
          legend={SCALES[kind].question}
        />
        <DateField
          {...form.field(CHECK_IN_DATE_FIELD)}
          values={values}
          legend="Which day is this about?"
          hint="Today is filled in. You can change it to an earlier day, but not a future one."
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          {`Save ${SCALES[kind].name.toLowerCase()} check-in`}
        </SubmitButton>
      </form>
    </>
  );
}
