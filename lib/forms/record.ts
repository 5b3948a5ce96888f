/**
 * The hidden fields that make writes safe to repeat. A create carries the id the page chose for the new record
 * (the store writes put-if-absent, so a double submit, a replay or a second tab meets the first write); an
 * update carries the revision she saw (a write since then is a conflict, never a silent overwrite).
 */
export const RECORD_ID_FIELD = 'recordId';
export const REVISION_FIELD = 'revision';
/**
 * A form that edits some fields of her account record carries what it read of them instead (JSON, keyed by field:
 * lib/forms/account-expected.ts): only a change to those fields since is a conflict.
 */
export const EXPECTED_FIELD = 'expected';

/**
 * The account a page was rendered for (her uid), sent by the forms she can save or queue from a page that may
 * outlive her session (a second tab, an offline queue): the action refuses it when someone else is signed in
 * now, so nothing of hers is ever saved as theirs. An account id, never health data; not for URLs or logs.
 */
export const OWNER_FIELD = 'owner';

/** Called by the page (a server component) each time it renders a create form. */
export function newRecordId(): string {
  return crypto.randomUUID();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A list page after a delete (a history page, the archive): `?deleted=<id>` says so, and leaves the record out
 * even while the list, read from an eventually consistent index, still has it. Only the record's id is in the
 * address, never anything she recorded.
 */
const DELETED_PARAM = 'deleted';

export function deletedPath(listPath: string, id: string): string {
  return `${listPath}?${DELETED_PARAM}=${id}`;
}

/** The id a list page was sent after a delete, or null when there is none or it is not a record id. */
export function deletedRecordId(searchParams: Record<string, string | string[] | undefined>): string | null {
  const value = searchParams[DELETED_PARAM];
  return isRecordId(value) ? value : null;
}
