'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  flushOutbox,
  pendingEntries,
  queueEntry,
  type FlushOptions,
  type OutboxEntry,
  type SendResult,
} from '@/lib/offline/outbox';
import { takeSentNotes, withNote, type SentNote } from '@/lib/offline/sent-notes';
import { SESSION_ENDED_QUEUED_MESSAGE } from './offline-action';

/** The browser says "online" a moment before requests get through: retry after 1, 2, 4, 8 and 16 s. */
export const OUTBOX_RETRIES_MS = [1000, 2000, 4000, 8000, 16000] as const;

/**
 * Whether coming back to the tab can have changed anything for `owner`'s entries: one never sent or last stopped
 * by the connection, or by her session having ended (she may have signed in again in another tab). One the
 * server refused (her consent, another account signed in, a failure) waits for the page to open or the
 * connection to return, rather than being sent again, and refused again, at every glance at the tab.
 */
export function worthResendingOnReturn(entries: readonly OutboxEntry[], owner: string): boolean {
  return entries.some(
    (entry) =>
      (entry.owner ?? owner) === owner && (!entry.lastError || entry.lastError === SESSION_ENDED_QUEUED_MESSAGE),
  );
}

/**
 * Entries saved while offline ("not yet sent") in the outbox `box` (a key from lib/offline/outbox), sent again
 * when the browser says the connection is back, whenever the page opens, and when she comes back to the tab
 * (from signing in again in another, say) if that can have changed anything (`worthResendingOnReturn`). `owner` is the uid the page was
 * rendered for: her entries carry it, and only hers are sent, each with it (the server refuses one whose owner
 * is not who is signed in now). `send` must report `offline` when the request could not reach the server.
 * `options.inOrder` keeps later entries back while an earlier one is refused (see flushOutbox). `notes` are what
 * the sends left her to read (lib/offline/sent-notes), taken from the device once this page shows them.
 */
export function useOutbox(
  box: string,
  owner: string,
  send: (entry: OutboxEntry) => Promise<SendResult>,
  { inOrder = false }: FlushOptions = {},
) {
  const [pending, setPending] = useState<OutboxEntry[]>([]);
  const [justSent, setJustSent] = useState<string[]>([]);
  // What was sent, for a page that shows more than the news (a PHQ-4's result): gone from the device by then.
  // `stored`: what the server kept instead, when an earlier try of it had landed (SendResult's `stored`).
  const [sentEntries, setSentEntries] = useState<(OutboxEntry & { stored?: Record<string, string> })[]>([]);
  const [notes, setNotes] = useState<SentNote[]>([]);
  const retry = useRef<number | undefined>(undefined);
  // A send that ends after she has left the page leaves its notes on the device for the next page to show.
  const onPage = useRef(false);

  const showNotes = useCallback(
    (fresh: readonly SentNote[]) => {
      // The device's copy as well as this send's: one the device could not keep is still shown here.
      const all = [...takeSentNotes(window.localStorage, box), ...fresh];
      if (all.length) setNotes((current) => all.reduce(withNote, current));
    },
    [box],
  );

  const flush = useCallback(async () => {
    window.clearTimeout(retry.current);
    const attempt = async (retriesLeft: readonly number[]): Promise<void> => {
      if (!navigator.onLine) return;
      const waiting = pendingEntries(window.localStorage, box);
      const {
        sent,
        remaining,
        offline,
        notes: fresh,
        stored,
      } = await flushOutbox(window.localStorage, box, owner, send, {
        inOrder,
      });
      setPending(remaining);
      if (onPage.current) showNotes(fresh);
      if (sent.length) {
        setJustSent(sent);
        setSentEntries(
          waiting
            .filter((entry) => sent.includes(entry.recordId))
            .map((entry) => (stored[entry.recordId] ? { ...entry, stored: stored[entry.recordId] } : entry)),
        );
      }
      const [delay, ...later] = retriesLeft;
      if (offline && delay !== undefined) retry.current = window.setTimeout(() => void attempt(later), delay);
    };
    await attempt(OUTBOX_RETRIES_MS);
  }, [box, owner, send, inOrder, showNotes]);

  useEffect(() => {
    // The queue lives in device storage, readable only once the page has hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from device storage
    setPending(pendingEntries(window.localStorage, box));
    onPage.current = true;
    showNotes([]);
    void flush();
    const onOnline = () => void flush();
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      if (worthResendingOnReturn(pendingEntries(window.localStorage, box), owner)) void flush();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      onPage.current = false;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onReturn);
      window.clearTimeout(retry.current);
    };
  }, [box, owner, flush, showNotes]);

  const queue = useCallback(
    (entry: Omit<OutboxEntry, 'lastError' | 'owner'>) => {
      const kept = queueEntry(window.localStorage, box, { ...entry, owner });
      setPending(pendingEntries(window.localStorage, box));
      return kept;
    },
    [box, owner],
  );

  const dismissNote = useCallback((recordId: string) => {
    setNotes((current) => current.filter((note) => note.recordId !== recordId));
  }, []);

  return { pending, justSent, sentEntries, notes, dismissNote, queue, flush };
}
