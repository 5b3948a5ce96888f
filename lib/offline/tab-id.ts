import { readJson, writeJson, type KeyValueStorage } from './storage';

const TAB_ID_KEY = 'venus:tab-id';
let unkept: string | undefined;

/**
 * An id for this browser tab, kept in the tab's own sessionStorage: a reload of the tab keeps it, another tab
 * gets its own. Where the tab cannot keep it, the id lasts as long as the page.
 */
export function tabId(tab: KeyValueStorage | null): string {
  const kept = tab && readJson(tab, TAB_ID_KEY);
  if (typeof kept === 'string' && kept) return kept;
  const id = crypto.randomUUID();
  if (tab && writeJson(tab, TAB_ID_KEY, id)) return id;
  unkept ??= id;
  return unkept;
}

/** The tab's sessionStorage, or null where the browser refuses it (reading the property itself can throw). */
export function tabStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
