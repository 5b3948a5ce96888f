'use client';

import { useCallback, useEffect, useState } from 'react';
import { ENTRY_ID_FIELD } from '@/lib/forms/check-in-edit';
import type { DiaryKind } from '@/lib/trends';
import { forgetUnsavedAnswers, unsavedAnswersFor } from '../_lib/unsaved-answers';

/**
 * On a stored entry's edit page: what a retry sent that the entry does not hold, kept on this device
 * (_lib/unsaved-answers.ts), for the form to fill in; `forget` lets it go (saved, or she chose what is stored).
 */
export function useUnsavedAnswers(uid: string, kind: DiaryKind, stored: Record<string, string>) {
  const [answers, setAnswers] = useState<Record<string, string> | null>(null);
  const entryId = stored[ENTRY_ID_FIELD] ?? '';
  useEffect(() => {
    // Device storage is readable only once the page has hydrated, so server and browser render the same first.
    const kept = unsavedAnswersFor(window.localStorage, uid, kind, stored, entryId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after hydration, as above
    if (kept) setAnswers(kept);
  }, [uid, kind, stored, entryId]);
  const forget = useCallback(() => {
    forgetUnsavedAnswers(window.localStorage, uid, kind, entryId);
    setAnswers(null);
  }, [uid, kind, entryId]);
  return { answers, forget };
}
