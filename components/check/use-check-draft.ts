'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  clearDraft,
  draftKey,
  isPristine,
  loadDraft,
  newCheckDraft,
  saveDraft,
  type CheckDraft,
} from '@/lib/check/check-draft';

export interface CheckDraftState {
  /** Null until the device's copy has been read (after the first render, so server and browser agree). */
  draft: CheckDraft | null;
  /** The draft was found on the device from an earlier visit. */
  resumed: boolean;
  /** False when the device refused to keep it (private browsing, storage full). */
  kept: boolean;
  update(change: (draft: CheckDraft) => CheckDraft): void;
  /** After the server has the record, or when she starts again: a fresh check with a new record id. */
  reset(): void;
}

/**
 * The check in progress, kept on this device under her account's id after every change. A tab opened on the
 * same check follows it (same record id, so saving from both tabs leaves one record).
 */
export function useCheckDraft(uid: string, recordId: string): CheckDraftState {
  const [draft, setDraft] = useState<CheckDraft | null>(null);
  const [resumed, setResumed] = useState(false);
  const [kept, setKept] = useState(true);

  useEffect(() => {
    // localStorage exists only in the browser: the draft is read once the page has hydrated.
    const stored = loadDraft(window.localStorage, uid);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from device storage, see above
    setResumed(stored !== null && !isPristine(stored));
    setDraft(stored ?? newCheckDraft(uid, recordId, new Date()));
  }, [uid, recordId]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- whether device storage took the write
    if (draft) setKept(saveDraft(window.localStorage, draft, new Date()));
  }, [draft]);

  useEffect(() => {
    function fromOtherTab(event: StorageEvent) {
      if (event.key !== draftKey(uid)) return;
      const stored = loadDraft(window.localStorage, uid);
      // Only the same check moves on from another tab; a new check started there does not replace this one.
      if (stored)
        setDraft((current) =>
          current && (current.recordId !== stored.recordId || current.updatedAt >= stored.updatedAt) ? current : stored,
        );
    }
    window.addEventListener('storage', fromOtherTab);
    return () => window.removeEventListener('storage', fromOtherTab);
  }, [uid]);

  const update = useCallback((change: (draft: CheckDraft) => CheckDraft) => {
    setDraft((current) => (current ? change(current) : current));
  }, []);

  const reset = useCallback(() => {
    clearDraft(window.localStorage, uid);
    setResumed(false);
    setDraft(newCheckDraft(uid, crypto.randomUUID(), new Date()));
  }, [uid]);

  return { draft, resumed, kept, update, reset };
}
