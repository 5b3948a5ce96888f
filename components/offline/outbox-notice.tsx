'use client';

import type { OutboxEntry } from '@/lib/offline/outbox';
import type { SentNote } from '@/lib/offline/sent-notes';
import { SentNotes } from './sent-notes';

interface OutboxNoticeProps {
  pending: readonly OutboxEntry[];
  justSent: readonly string[];
  /** What the entries are called: `{ one: 'check', many: 'checks' }`. */
  noun: { one: string; many: string };
  /** What the sends left her to read (useOutbox's notes), each shown until she hides it. */
  notes?: readonly SentNote[];
  onDismissNote?(recordId: string): void;
}

/**
 * Entries kept on this device and not yet sent, and the news that they have now been sent, with anything the
 * server did with them that she would not expect. It goes in the page's polite status region, never an alert:
 * news of a send is not urgent, and may be news of one from an earlier visit.
 */
export function OutboxNotice({ pending, justSent, noun, notes = [], onDismissNote = () => {} }: OutboxNoticeProps) {
  const refused = pending.find((entry) => entry.lastError)?.lastError;
  return (
    <>
      {pending.length ? (
        <p className="mb-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3" data-testid="not-yet-sent">
          {pending.length === 1 ? `1 ${noun.one} is` : `${pending.length} ${noun.many} are`} saved on this device but
          not yet sent.
          {/* A refused try is not waiting on the connection: she has something to do first. */}
          {refused ? ` Last try: ${refused}` : ' They will be sent when your connection returns.'}
        </p>
      ) : null}
      {justSent.length ? (
        <p className="mb-4 max-w-2xl rounded-md border-l-4 border-green bg-surface p-3">
          Your saved {noun.many} have now been sent.
        </p>
      ) : null}
      <SentNotes notes={notes} onDismiss={onDismissNote} />
    </>
  );
}
