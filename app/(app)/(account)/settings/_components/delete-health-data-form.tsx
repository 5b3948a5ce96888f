'use client';

import { useEffect } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { PasswordField } from '@/components/auth/form/password-field';
import { DELETE_ACCOUNT_FIELDS, deleteHealthDataSchema } from '@/lib/forms/delete-account';
import { forgetHerRecords } from '@/lib/offline/her-records';
import { deleteHealthData } from '../health-data-actions';

/**
 * Confirms with her password, then erases her health records; the result says what went and what stays.
 * Her unfinished and unsent entries on this device go too: they are health records.
 */
export function DeleteHealthDataForm({ uid }: { uid: string }) {
  const form = useFormAction({
    action: deleteHealthData,
    schema: deleteHealthDataSchema,
    fields: DELETE_ACCOUNT_FIELDS,
    idPrefix: 'health-data',
  });
  const { statusRef } = form;
  const erased = form.state.status === 'saved';
  useEffect(() => {
    if (erased) forgetHerRecords(window.localStorage, uid);
  }, [erased, uid]);
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="health-data-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      <form key={form.state.version} {...form.formProps} aria-label="Delete my health data" className="max-w-md">
        <PasswordField {...form.field('password')} label="Your password" autoComplete="current-password" />
        <SubmitButton pending={form.pending} pendingLabel="Deleting your health data…">
          Delete my health data
        </SubmitButton>
      </form>
    </>
  );
}
