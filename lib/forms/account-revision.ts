import { REVISION_FIELD } from './record';

/**
 * A form that changes her account record (/report's questions, /settings' details, /plan) carries the revision it
 * was rendered from, as the action wrapper reads one (`record: 'update'`): the record's updatedAt in milliseconds.
 * A save from another window since then is refused as a conflict, so an older tab never undoes a newer edit.
 */
export function accountRevisionInput(revision: string): Record<typeof REVISION_FIELD, string> {
  return { [REVISION_FIELD]: String(Date.parse(revision)) };
}

/** The revision the action wrapper read back from the form, as the API's expectedUpdatedAt. */
export function expectedUpdatedAt(revision: number): string {
  return new Date(revision).toISOString();
}
