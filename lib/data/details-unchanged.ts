import 'server-only';
import { expectedOf, type ExpectedValues } from '@/lib/forms/account-expected';
import type { SettingsValues } from '@/lib/forms/settings';
import { holdsValues } from '@/lib/validation/stored-values';
import { DataError } from './errors';
import { storedUserRecord } from './stored-user';

/**
 * Settings writes her sign-in account before her record (a refusal there must leave both as they were), so details
 * changed in another window since the form read them are refused here, before that first write, rather than only
 * by the record's own check after it (the same comparison as the API's: backend/resolvers/singleton.ts). Details
 * stored already as sent (a retry of a save that landed) pass. Throws DataError.
 */
export async function checkDetailsUnchanged(uid: string, values: SettingsValues, read: ExpectedValues) {
  const stored = await storedUserRecord(uid);
  if (holdsValues(stored, expectedOf('details', read)) || holdsValues(stored, values)) return;
  throw new DataError('conflict', 'UpdateAccountUser', 'Conflict');
}
