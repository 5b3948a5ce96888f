'use client';

import { useEffect, useRef, useState } from 'react';
import type { CheckEdit } from '@/lib/check/edit';
import { editCheckDraftForm, editCheckFields, editFromFields } from '@/lib/forms/edit-check';
import type { FormState } from '@/lib/forms/form-state';
import { REVISION_FIELD } from '@/lib/forms/record';
import { clearFormDraft, hasAnswers, loadFormDraft, saveFormDraft } from '@/lib/offline/form-draft';

/** Changes kept from an earlier visit: put back as she left them, or only offered because the check changed since. */
type KeptChanges = { kind: 'resumed'; version: number } | { kind: 'offered'; version: number; edit: CheckEdit };

/**
 * Her changes to a saved check, kept on this device as she makes them (a form draft, lib/offline/form-draft, so
 * signing out and erasure remove it), with the revision they were made on: a reload, an expired session or a
 * refused save loses nothing. On the next visit they are put back when the check is as she left it; when it has
 * been saved somewhere else since, they are only offered, never put over the newer version unasked. Removed once
 * a save succeeds or she discards them.
 */
export function useEditCheckDraft(uid: string, initial: CheckEdit, day: string, state: FormState) {
  const form = editCheckDraftForm(initial.id);
  const [edit, setEdit] = useState(initial);
  const [kept, setKept] = useState<KeptChanges | null>(null);
  const [keeping, setKeeping] = useState(true);
  const opened = useRef({ initial, day, version: state.version });

  // The hidden fields the form sends. The revision is the one the next save must send: the record's new one after
  // a save, the one she sent (still the newest) after a failure, else the page's.
  const fieldsOf = (next: CheckEdit) => {
    const fields = editCheckFields(next, day);
    const revision = state.values[REVISION_FIELD];
    if (revision) fields[REVISION_FIELD] = revision;
    return fields;
  };

  useEffect(() => {
    // Device storage is readable only once the page has hydrated, so server and browser render the same first.
    const { initial, day, version } = opened.current;
    const current = editCheckFields(initial, day);
    const values = loadFormDraft(window.localStorage, uid, form);
    const draft = values && editFromFields(values);
    if (!values || !draft || !hasAnswers(values, current, [REVISION_FIELD])) {
      clearFormDraft(window.localStorage, uid, form); // nothing in it that the check does not already say
      return;
    }
    // Made on the version the page shows: put back. Made on an older one: the newer version stays until she chooses.
    const changedSince = values[REVISION_FIELD] !== current[REVISION_FIELD];
    setKept(changedSince ? { kind: 'offered', version, edit: draft } : { kind: 'resumed', version });
    if (!changedSince) setEdit(draft);
  }, [uid, form]);

  useEffect(() => {
    if (state.status === 'saved') clearFormDraft(window.localStorage, uid, form);
  }, [state, uid, form]);

  function change(next: CheckEdit) {
    setEdit(next);
    setKeeping(saveFormDraft(window.localStorage, uid, form, fieldsOf(next), new Date()));
  }

  // A notice about kept changes lasts until she answers it or the server answers a save.
  const shown = kept && kept.version === state.version ? kept : null;
  return {
    edit,
    fields: fieldsOf(edit),
    change,
    /** Her kept changes were put back into the form. */
    resumed: shown?.kind === 'resumed',
    /** Her kept changes were made on an older version of the check: shown only if she chooses them. */
    offered: shown?.kind === 'offered' ? shown.edit : null,
    /** False when the device refused to keep her changes (private browsing, full storage). */
    keeping,
    /** Her kept changes replace the latest version in the form, to be saved on top of it. */
    applyOffered() {
      if (shown?.kind !== 'offered') return;
      change({ ...shown.edit, revision: initial.revision });
      setKept(null);
    },
    discard() {
      clearFormDraft(window.localStorage, uid, form);
      if (shown?.kind === 'resumed') setEdit(initial);
      setKept(null);
    },
  };
}
