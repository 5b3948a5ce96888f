import { draftKey as checkDraftKey } from '@/lib/check/check-draft';
import { formDraftKey } from './form-draft';
import { checkInOutboxKey, checkOutboxKey, pendingEntries } from './outbox';
import { sentNotesKey } from './sent-notes';
import { readJson, removeKey, writeJson, type KeyValueStorage } from './storage';

/**
 * Everything the app keeps on a device under her account id: unfinished checks, check-ins and questionnaire
 * sections, entries saved offline, and the notes about those sent that she has not been shown yet. They can hold health information, so signing out and erasure remove
 * them (a shared device keeps nothing of hers); entries not yet sent are counted first, so she can be asked.
 */

/** A section of the risk questionnaire she has not saved yet. */
export function questionnaireDraftKey(uid: string, section: string): string {
  return `breast-check:questionnaire:${uid}:${section}`;
}

/** Web Storage as far as listing its keys goes; tests pass their own. */
export type ListableStorage = KeyValueStorage & Pick<Storage, 'key' | 'length'>;

function isHerRecord(key: string, uid: string): boolean {
  const outboxes = [checkOutboxKey(uid), checkInOutboxKey(uid)];
  const exact = [checkDraftKey(uid), ...outboxes, ...outboxes.map(sentNotesKey)];
  const prefixes = [formDraftKey(uid, ''), questionnaireDraftKey(uid, '')];
  return exact.includes(key) || prefixes.some((prefix) => key.startsWith(prefix));
}

/** Checks and check-ins she saved offline that have not reached the server yet. */
export function unsentCount(storage: KeyValueStorage, uid: string): number {
  return pendingEntries(storage, checkOutboxKey(uid)).length + pendingEntries(storage, checkInOutboxKey(uid)).length;
}

/** Removes every record of hers from this device; another account's stay. Returns how many went. */
export function forgetHerRecords(storage: ListableStorage, uid: string): number {
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && isHerRecord(key, uid)) keys.push(key);
    }
  } catch {
    return 0; // a storage that cannot be read holds nothing we could remove
  }
  for (const key of keys) removeKey(storage, key);
  return keys.length;
}

const ERASING_KEY = 'venus.erasingAccount';

/**
 * Deleting her account ends on a page where she is no longer signed in, so her id cannot be read there: the
 * form notes it in this tab as it is sent, and that page removes her records (`forgetErasedAccount`).
 */
export function noteAccountErasure(tab: KeyValueStorage, uid: string): void {
  writeJson(tab, ERASING_KEY, uid);
}

export function forgetErasedAccount(tab: KeyValueStorage, device: ListableStorage): void {
  const uid = readJson(tab, ERASING_KEY);
  if (typeof uid === 'string' && uid) forgetHerRecords(device, uid);
  forgetAccountErasureNote(tab);
}

/** Deletion was refused (a wrong password) or could not finish: her id does not stay in the tab meanwhile. */
export function forgetAccountErasureNote(tab: KeyValueStorage): void {
  removeKey(tab, ERASING_KEY);
}
