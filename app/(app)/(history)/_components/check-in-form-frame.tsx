import type { ReactNode } from 'react';
import { DateField } from '@/components/forms/date-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import type { useFormAction } from '@/components/forms/use-form-action';
import { CHECK_IN_DATE_FIELD } from '@/lib/forms/check-in';
import { RECORD_ID_FIELD } from '@/lib/forms/record';

interface CheckInFormFrameProps {
  form: ReturnType<typeof useFormAction<typeof CHECK_IN_DATE_FIELD>>;
  /** The status region's test id: the one-kind and the week's forms are told apart by it. */
  statusTestId: string;
  submitLabel: string;
  /** The levels and symptoms. */
  children: ReactNode;
}

/**
 * What the one-kind and the week's check-in forms share: the error summary and status, the record id, the day
 * the entry is about (today, filled in) and Save.
 */
export function CheckInFormFrame({ form, statusTestId, submitLabel, children }: CheckInFormFrameProps) {
  const values = form.state.values;
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId={statusTestId}>{form.status || null}</StatusMessage>
      <form key={form.state.version} {...form.formProps} className="max-w-2xl">
        <input type="hidden" name={RECORD_ID_FIELD} value={values[RECORD_ID_FIELD] ?? ''} />
        {children}
        <DateField
          {...form.field(CHECK_IN_DATE_FIELD)}
          values={values}
          legend="Which day is this about?"
          hint="Today is filled in. You can change it to an earlier day, but not a future one."
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </form>
    </>
  );
}
