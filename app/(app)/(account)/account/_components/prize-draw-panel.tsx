'use client';

import Link from 'next/link';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import type { PrizeDrawEntry } from '@/lib/data/prize-draw';
import { initialFormState } from '@/lib/forms/form-state';
import { PRIZE_DRAW_ENTRY_FIELD } from '@/lib/forms/prize-draw-membership';
import { choosePrizeDrawAction } from '../actions';
import { longDate } from './long-date';

function readEntry(json: string | undefined): PrizeDrawEntry | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as PrizeDrawEntry;
  } catch {
    return null;
  }
}

/**
 * Her place in the free prize draw: entered since when, with a way out (after the close, deleting her entry); or not
 * entered, with a way in while the draw is open (`closedMessage` is given once it has closed, and is said instead).
 */
export function PrizeDrawPanel({
  entry: loaded,
  closedMessage,
}: {
  entry: PrizeDrawEntry | null;
  closedMessage?: string;
}) {
  const form = useFormAction({
    action: choosePrizeDrawAction,
    initial: initialFormState({ [PRIZE_DRAW_ENTRY_FIELD]: loaded ? JSON.stringify(loaded) : '' }),
    fields: ['choice'] as const,
    idPrefix: 'prize-draw',
  });
  const { statusRef } = form;
  const entry = readEntry(form.state.values[PRIZE_DRAW_ENTRY_FIELD]);
  // After the close she deletes her entry rather than leaving a draw still to come (terms rule 3).
  const leaving = closedMessage
    ? { label: 'Delete my entry', pending: 'Deleting…' }
    : { label: 'Withdraw my entry', pending: 'Withdrawing…' };

  return (
    <section aria-labelledby="prize-draw-heading" className="mt-10 max-w-2xl" data-testid="prize-draw-entry">
      <h2 id="prize-draw-heading" className="text-2xl font-bold">
        Free prize draw
      </h2>
      <StatusMessage testId="prize-draw-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      <ErrorSummary {...form.summary} />
      <p className="mt-3">
        {entry
          ? `You are entered, since ${longDate(entry.createdAt)}, with ${entry.email}.`
          : 'You are not entered in the draw.'}{' '}
        {!entry && closedMessage ? `${closedMessage} ` : null}
        <Link href="/prize-draw">About the draw and its rules</Link>
      </p>
      {entry || !closedMessage ? (
        <form key={form.state.version} {...form.formProps} className="mt-4">
          <input type="hidden" name="choice" value={entry ? 'withdraw' : 'enter'} />
          <input type="hidden" name={PRIZE_DRAW_ENTRY_FIELD} value={entry ? JSON.stringify(entry) : ''} />
          <SubmitButton pending={form.pending} pendingLabel={entry ? leaving.pending : 'Entering…'}>
            {entry ? leaving.label : 'Enter the draw'}
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
