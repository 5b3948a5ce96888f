'use client';

import { useEffect, useRef, useState } from 'react';
import type { CheckEdit } from '@/lib/check/edit';
import { mergeEdit, type Overridden } from '@/lib/check/merge-edit';
import { editCheckDraftForm, editCheckFields, editFromFields } from '@/lib/forms/edit-check';
import type { FormState } from '@/lib/forms/form-state';
import { REVISION_FIELD } from '@/lib/forms/record';
import {
  clearFormDraft,
  hasAnswers,
  loadFormDraftEntry,
  saveFormDraft,
  type FormDraft,
} from '@/lib/offline/form-draft';
import { tabId, tabStorage } from '@/lib/offline/tab-id';
import { useOtherTabDraft } from './use-other-tab-draft';

/** Changes she made that the form was opened with, or that another tab made while it is open. */
export type KeptChanges =
  /** Kept from an earlier visit in this tab and put back as she left them. */
  | { kind: 'resumed' }
  /** Kept from an older version of the check, or from another tab: only offered, `base` being what they started on. */
  | { kind: 'offered'; why: 'newer' | 'other-tab'; mine: CheckEdit; base: CheckEdit | null }
  /** Offered changes she chose to use, merged onto the version shown; `overridden` lists answers they replaced. */
  | { kind: 'merged'; overridden: Overridden[] }
  /** Another tab open on this check has changed what is kept on this device since this tab last did. */
  | { kind: 'other-tab'; theirs: CheckEdit; base: CheckEdit | null }
  /** Another tab has saved or discarded what was kept while this tab still shows changes. */
  | { kind: 'cleared-elsewhere' };

/** A draft read back as her edit and the version she started it on (absent from drafts kept before it was kept). */
export function readEditDraft(entry: FormDraft): { edit: CheckEdit; base: CheckEdit | null } | null {
  const edit = editFromFields(entry.values);
  return edit && { edit, base: entry.base ? editFromFields(entry.base) : null };
}

/**
 * Her changes to a saved check, kept on this device as she makes them (a form draft, lib/offline/form-draft, so
 * signing out and erasure remove it) with the version they were made on and the tab that made them: a reload,
 * an expired session or a refused save loses nothing. On the next visit they are put back when the check is as
 * she left it and this tab made them; when the check has been saved somewhere else since, or another tab made
 * them, they are only offered, and if she uses them only what she changed is put onto the version shown
 * (lib/check/merge-edit). Removed once a save succeeds, she discards them, or a save finds the check deleted.
 */
export function useEditCheckDraft(uid: string, initial: CheckEdit, day: string, state: FormState) {
  const form = editCheckDraftForm(initial.id);
  const [edit, setEdit] = useState(initial);
  const [kept, setKept] = useState<(KeptChanges & { version: number }) | null>(null);
  const [keeping, setKeeping] = useState(true);
  const opened = useRef({ initial, day, version: state.version });
  /** The version her changes are made on, kept with them so they can be merged onto a newer one. */
  const base = useRef(initial);
  const tab = useRef<string | undefined>(undefined);
  const wrote = useRef(false);
  const sent = useRef(initial);
  /** The check was deleted somewhere else: nothing she changes here can be saved, so nothing more is kept. */
  const gone = useRef(false);

  // The hidden fields the form sends. The revision is the one the next save must send: the record's new one after
  // a save, the one she sent (still the newest) after a failure, else the page's.
  const fieldsOf = (next: CheckEdit) => {
    const fields = editCheckFields(next, day);
    const revision = state.values[REVISION_FIELD];
    if (revision) fields[REVISION_FIELD] = revision;
    return fields;
  };
  const notice = (next: KeptChanges | null) => setKept(next && { ...next, version: state.version });

  useEffect(() => {
    // Device storage is readable only once the page has hydrated, so server and browser render the same first.
    const { initial, day, version } = opened.current;
    tab.current = tabId(tabStorage());
    const current = editCheckFields(initial, day);
    const entry = loadFormDraftEntry(window.localStorage, uid, form);
    const draft = entry && readEditDraft(entry);
    if (!entry || !draft || !hasAnswers(entry.values, current, [REVISION_FIELD])) {
      clearFormDraft(window.localStorage, uid, form); // nothing in it that the check does not already say
      return;
    }
    // Made here on the version the page shows: put back. Otherwise the version shown stays until she chooses.
    const changedSince = entry.values[REVISION_FIELD] !== current[REVISION_FIELD];
    const elsewhere = entry.tab !== undefined && entry.tab !== tab.current;
    if (changedSince || elsewhere) {
      const why = changedSince ? 'newer' : 'other-tab';
      setKept({ kind: 'offered', why, mine: draft.edit, base: draft.base, version });
      return;
    }
    base.current = draft.base ?? initial;
    wrote.current = true;
    setKept({ kind: 'resumed', version });
    setEdit(draft.edit);
  }, [uid, form]);

  useEffect(() => {
    if (state.status !== 'saved') return;
    clearFormDraft(window.localStorage, uid, form);
    wrote.current = false;
    // What she saved is the version any later changes are made on.
    const revision = state.values[REVISION_FIELD];
    if (revision) base.current = { ...sent.current, revision: new Date(Number(revision)).toISOString() };
  }, [state, uid, form]);

  useEffect(() => {
    if (!state.recordGone) return;
    // Kept, they would stay on the device with no page left to offer them: a deleted check's edit does not open.
    clearFormDraft(window.localStorage, uid, form);
    wrote.current = false;
    gone.current = true;
  }, [state, uid, form]);

  function keep(next: CheckEdit) {
    if (gone.current) return;
    const about = { base: editCheckFields(base.current, day), tab: tab.current };
    setKeeping(saveFormDraft(window.localStorage, uid, form, fieldsOf(next), new Date(), about));
    wrote.current = true;
  }

  function change(next: CheckEdit) {
    setEdit(next);
    keep(next);
  }

  useOtherTabDraft(uid, form, {
    changed(entry) {
      // A tab with no changes of its own loses nothing: the tab it overwrites later is the one told.
      if (entry.tab === tab.current || !wrote.current) return;
      const theirs = readEditDraft(entry);
      // The same changes as here (another tab took these up): nothing to choose between.
      if (!theirs || !hasAnswers(entry.values, fieldsOf(edit), []))
        return setKept((previous) => (previous?.kind === 'other-tab' ? null : previous));
      notice({ kind: 'other-tab', theirs: theirs.edit, base: theirs.base });
    },
    cleared() {
      if (wrote.current) notice({ kind: 'cleared-elsewhere' });
      wrote.current = false;
    },
  });

  // A notice about kept changes lasts until she answers it or the server answers a save.
  const shown = kept && kept.version === state.version ? kept : null;
  return {
    edit,
    fields: fieldsOf(edit),
    change,
    /** What to tell her about changes kept on this device, if anything. */
    kept: shown as KeptChanges | null,
    /** False when the device refused to keep her changes (private browsing, full storage). */
    keeping,
    /** Offered changes go onto the version shown: only what she changed, so changes made elsewhere stay. */
    applyOffered() {
      if (shown?.kind !== 'offered') return;
      const merged = mergeEdit({ base: shown.base ?? initial, mine: shown.mine, theirs: initial });
      base.current = initial;
      change(merged.edit);
      notice({ kind: 'merged', overridden: merged.overridden });
    },
    /** The changes another tab keeps replace the ones in this form. */
    useOtherTab() {
      if (shown?.kind !== 'other-tab') return;
      base.current = shown.base ?? initial;
      setEdit(shown.theirs);
      notice(null);
    },
    /** The changes in this form are kept again, in place of the other tab's. */
    keepThisTab() {
      keep(edit);
      notice(null);
    },
    /** Called as the form is sent: once saved, what was sent is what later changes are made on. */
    sending() {
      sent.current = edit;
    },
    discard() {
      clearFormDraft(window.localStorage, uid, form);
      wrote.current = false;
      if (shown?.kind === 'resumed') setEdit(initial);
      notice(null);
    },
  };
}
