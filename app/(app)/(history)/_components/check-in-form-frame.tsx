'use client';

import type { ReactNode } from 'react';
import { DateField } from '@/components/forms/date-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { OutboxNotice } from '@/components/offline/outbox-notice';
import { ResumedDraftNotice } from '@/components/offline/resumed-draft-notice';
import { CHECK_IN_DATE_FIELD, CHECK_IN_DATE_RULE } from '@/lib/forms/check-in';
import { OWNER_FIELD, RECORD_ID_FIELD } from '@/lib/forms/record';
import type { useCheckInForm } from './use-check-in-form';

interface CheckInFormFrameProps {
  checkIn: ReturnType<typeof useCheckInForm<typeof CHECK_IN_DATE_FIELD>>;
  /** The status region's test id: the one-kind and the week's forms are told apart by it. */
  statusTestId: string;
  submitLabel: string;
  /** Shown under the confirmation, such as a PHQ-4 result just saved. */
  afterStatus?: ReactNode;
  /** The levels and symptoms, given the values to show. */
  children: (values: Record<string, string>) => ReactNode;
}

/**
 * What the one-kind and the week's check-in forms share: the error summary and status, what is kept on this
 * device (a resumed entry, entries not yet sent), the record id, the day the entry is about (today, filled in)
 * and Save.
 */
export function CheckInFormFrame({ checkIn, statusTestId, submitLabel, afterStatus, children }: CheckInFormFrameProps) {
  const { form, draft, outbox, owner } = checkIn;
  const values = draft.values;
  const { statusRef } = form;
  return (
    <>
      <ErrorSummary {...form.summary} />
      {/* Focused after a save (useFormAction), so what the save shows with it, a PHQ-4 score, is read too. */}
      <div ref={statusRef} tabIndex={-1}>
        <StatusMessage testId={statusTestId}>{form.status || null}</StatusMessage>
        {afterStatus}
      </div>
      <div role="status" className="empty:hidden">
        <OutboxNotice
          pending={outbox.pending}
          justSent={outbox.justSent}
          noun={{ one: 'entry', many: 'entries' }}
          notes={outbox.notes}
          onDismissNote={outbox.dismissNote}
        />
        {draft.kept ? null : (
          <p className="mb-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
            This device is not keeping your entry as you go (private browsing or full storage). Save it before you close
            the page.
          </p>
        )}
        <ResumedDraftNotice
          resumed={draft.resumed}
          noun="entry"
          onStartAgain={draft.startAgain}
          testId="draft-resumed"
        />
      </div>
      <form key={draft.formKey} {...form.formProps} onChange={draft.onChange} className="max-w-2xl">
        <input type="hidden" name={RECORD_ID_FIELD} value={values[RECORD_ID_FIELD] ?? ''} />
        <input type="hidden" name={OWNER_FIELD} value={owner} />
        {children(values)}
        <DateField
          {...form.field(CHECK_IN_DATE_FIELD)}
          values={values}
          legend="Which day is this about?"
          hint={`Today is filled in. You can change it to ${CHECK_IN_DATE_RULE}.`}
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </form>
    </>
  );
}
