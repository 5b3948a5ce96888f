'use client';

import type { OutboxEntry } from '@/lib/check/outbox';

interface PendingNoticeProps {
  pending: readonly OutboxEntry[];
  justSent: readonly string[];
  kept: boolean;
  resumed: boolean;
  onStartAgain(): void;
}

/** What is kept on this device: checks not yet sent, a check resumed from before, or a device that keeps nothing. */
export function PendingNotice({ pending, justSent, kept, resumed, onStartAgain }: PendingNoticeProps) {
  return (
    <div role="status" className="empty:hidden">
      {pending.length ? (
        <p className="mb-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3" data-testid="not-yet-sent">
          {pending.length === 1 ? '1 check is' : `${pending.length} checks are`} saved on this device but not yet sent.
          They will be sent when your connection returns.
          {pending.some((entry) => entry.lastError)
            ? ` Last try: ${pending.find((entry) => entry.lastError)?.lastError}`
            : ''}
        </p>
      ) : null}
      {justSent.length ? (
        <p className="mb-4 max-w-2xl rounded-md border-l-4 border-green bg-surface p-3">
          Your saved checks have now been sent.
        </p>
      ) : null}
      {!kept ? (
        <p className="mb-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
          This device is not keeping your check as you go (private browsing or full storage). Finish it before you close
          the page.
        </p>
      ) : null}
      {resumed ? (
        <p className="mb-4 max-w-2xl rounded-md border border-line bg-surface p-3">
          We kept the check you started earlier, just as you left it.{' '}
          <button type="button" onClick={onStartAgain} className="font-semibold underline underline-offset-4">
            Start again instead
          </button>
        </p>
      ) : null}
    </div>
  );
}
