'use client';

import { useCallback, useEffect, useState } from 'react';
import { flushOutbox, pendingEntries, queueEntry, type OutboxEntry, type SendResult } from '@/lib/check/outbox';

/**
 * Entries saved while offline ("not yet sent"), sent again when the browser says the connection is back and
 * whenever the page opens. `send` must report `offline` when the request could not reach the server.
 */
export function useOutbox(uid: string, send: (entry: OutboxEntry) => Promise<SendResult>) {
  const [pending, setPending] = useState<OutboxEntry[]>([]);
  const [justSent, setJustSent] = useState<string[]>([]);

  const flush = useCallback(async () => {
    if (!navigator.onLine) return;
    const { sent, remaining } = await flushOutbox(window.localStorage, uid, send);
    setPending(remaining);
    if (sent.length) setJustSent(sent);
  }, [uid, send]);

  useEffect(() => {
    setPending(pendingEntries(window.localStorage, uid));
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [uid, flush]);

  const queue = useCallback(
    (entry: Omit<OutboxEntry, 'lastError'>) => {
      const kept = queueEntry(window.localStorage, uid, entry);
      setPending(pendingEntries(window.localStorage, uid));
      return kept;
    },
    [uid],
  );

  return { pending, justSent, queue, flush };
}
