'use client';

import { useEffect, useEffectEvent } from 'react';
import { formDraftKey, loadFormDraftEntry, type FormDraft } from '@/lib/offline/form-draft';

/**
 * Tells the form when another tab open on the same form writes or removes the draft both keep on this device
 * (the browser's `storage` event fires only in the other tabs), so neither overwrites the other's changes unseen.
 */
export function useOtherTabDraft(uid: string, form: string, on: { changed(entry: FormDraft): void; cleared(): void }) {
  const changed = useEffectEvent(on.changed);
  const cleared = useEffectEvent(on.cleared);
  useEffect(() => {
    function fromOtherTab(event: StorageEvent) {
      if (event.storageArea !== window.localStorage || event.key !== formDraftKey(uid, form)) return;
      const entry = loadFormDraftEntry(window.localStorage, uid, form);
      if (entry) changed(entry);
      else if (event.newValue === null) cleared();
    }
    window.addEventListener('storage', fromOtherTab);
    return () => window.removeEventListener('storage', fromOtherTab);
  }, [uid, form]);
}
