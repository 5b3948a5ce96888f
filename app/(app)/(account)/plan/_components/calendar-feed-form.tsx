'use client';

import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { setCalendarFeed } from '../actions';

/** Makes a new private subscription address (replacing any earlier one) or switches it off. */
export function CalendarFeedForm({ active }: { active: boolean }) {
  const form = useFormAction({ action: setCalendarFeed, fields: ['feed'] as const, idPrefix: 'feed' });
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="feed-status">{form.status || null}</StatusMessage>
      <div className="flex flex-wrap gap-3">
        <form {...form.formProps}>
          <input type="hidden" name="feed" value="create" />
          <SubmitButton pending={form.pending} pendingLabel="Making…">
            {active ? 'Make a new address' : 'Make a subscription address'}
          </SubmitButton>
        </form>
        {active ? (
          <form {...form.formProps}>
            <input type="hidden" name="feed" value="revoke" />
            <SubmitButton pending={form.pending} pendingLabel="Switching off…">
              Switch the address off
            </SubmitButton>
          </form>
        ) : null}
      </div>
    </>
  );
}
