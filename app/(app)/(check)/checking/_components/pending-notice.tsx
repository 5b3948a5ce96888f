'use client';

import { OutboxNotice } from '@/components/offline/outbox-notice';
import { ResumedDraftNotice } from '@/components/offline/resumed-draft-notice';
import type { useOutbox } from '@/components/offline/use-outbox';

interface PendingNoticeProps {
  outbox: Pick<ReturnType<typeof useOutbox>, 'pending' | 'justSent' | 'notes' | 'dismissNote'>;
  kept: boolean;
  resumed: boolean;
  onStartAgain(): void;
}

/** What is kept on this device: checks not yet sent, a check resumed from before, or a device that keeps nothing. */
export function PendingNotice({ outbox, kept, resumed, onStartAgain }: PendingNoticeProps) {
  return (
    <div role="status" className="empty:hidden">
      <OutboxNotice
        pending={outbox.pending}
        justSent={outbox.justSent}
        notes={outbox.notes}
        onDismissNote={outbox.dismissNote}
        noun={{ one: 'check', many: 'checks' }}
      />
      {!kept ? (
        <p className="mb-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
          This device is not keeping your check as you go (private browsing or full storage). Finish it before you close
          the page.
        </p>
      ) : null}
      <ResumedDraftNotice resumed={resumed} noun="check" onStartAgain={onStartAgain} />
    </div>
  );
}
