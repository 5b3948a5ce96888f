'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clearFormDraft, hasAnswers, loadFormDraft, saveFormDraft } from '@/lib/offline/form-draft';
import { formInput, type FormState } from '@/lib/forms/form-state';
import { RECORD_ID_FIELD } from '@/lib/forms/record';

/**
 * A `useFormAction` form kept on this device as she fills it in (lib/offline/form-draft), and put back after a
 * reload. The form's inputs are uncontrolled, so a resumed draft is shown by re-keying the form with the
 * draft's values (`formKey`, `values`) until the next answer from the server replaces them. Cleared when an
 * answer says the entry was saved (or kept in the outbox).
 */
export function useFormDraft(uid: string, form: string, state: FormState) {
  const [restored, setRestored] = useState<{ values: Record<string, string>; version: number } | null>(null);
  const [kept, setKept] = useState(true);
  const opened = useRef({ values: state.values, version: state.version });

  useEffect(() => {
    // Device storage is readable only once the page has hydrated, so server and browser render the same first.
    const stored = loadFormDraft(window.localStorage, uid, form);
    if (stored && hasAnswers(stored, opened.current.values, [RECORD_ID_FIELD]))
      setRestored({ values: stored, version: opened.current.version });
  }, [uid, form]);

  useEffect(() => {
    if (state.status === 'saved') clearFormDraft(window.localStorage, uid, form);
  }, [state, uid, form]);

  function keep(element: HTMLFormElement) {
    const values = formInput(new FormData(element));
    setKept(saveFormDraft(window.localStorage, uid, form, values, new Date()));
  }

  const resumed = restored !== null && restored.version === state.version;
  return {
    /** What the inputs show: the resumed draft, or the latest answer's values. */
    values: resumed ? restored.values : state.values,
    /** Key for the `<form>`: changes when a draft is put back or an answer arrives. */
    formKey: `${state.version}${resumed ? '-resumed' : ''}`,
    resumed,
    /** False when the device refused to keep the draft (private browsing, full storage). */
    kept,
    /** For the `<form>`'s onChange: every change is kept at once. */
    onChange(event: FormEvent<HTMLFormElement>) {
      keep(event.currentTarget);
    },
    /** Keeps the form as it is now, for a change made by script (no change event). */
    keep,
    startAgain() {
      clearFormDraft(window.localStorage, uid, form);
      setRestored(null);
    },
  };
}
