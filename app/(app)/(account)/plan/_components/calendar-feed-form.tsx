'use client';

import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { setCalendarFeed } from '../actions';

/**
 * Makes a new private subscription address (replacing any earlier one) or switches it off. `offerNew` is false
 * while she has no reminders: an address made then would have nothing in it.
 */
export function CalendarFeedForm({ active, offerNew = true }: { active: boolean; offerNew?: boolean }) {
  const form = useFormAction({ action: setCalendarFeed, fields: ['feed'] as const, idPrefix: 'feed' });
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="feed-status">{form.status || null}</StatusMessage>
      <div className="flex flex-wrap gap-3">
        {offerNew ? (
          <form {...form.formProps}>
            <input type="hidden" name="feed" value="create" />
            <SubmitButton pending={form.pending} pendingLabel="Making…">
              {active ? 'Make a new address' : 'Make a subscription address'}
            </SubmitButton>
          </form>
        ) : null}
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
