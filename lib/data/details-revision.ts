import 'server-only';
import { UserByUidDocument } from '@/graphql/generated/types';
import type { SettingsValues } from '@/lib/forms/settings';
import { getClient } from './client';
import { callForData } from './calls';
import { DataError } from './errors';

/**
 * Settings writes her sign-in account before her record (a refusal there must leave both as they were), so a form
 * rendered before another window saved her details is refused here, before that first write, rather than only by
 * the record's own check after it. A record already holding these details (a retry of a save that landed) passes.
 * The record's check (updateProfileDetails) still guards the moment between. Throws DataError.
 */
export async function checkDetailsRevision(uid: string, values: SettingsValues, expectedUpdatedAt: string) {
  const found = await callForData('UserByUid', () =>
    getClient().query({ query: UserByUidDocument, variables: { uid } }),
  );
  const stored = found.userByUid.items[0];
  if (!stored) throw new DataError('failed', 'UserByUid', 'NotFound');
  if (Date.parse(stored.updatedAt) === Date.parse(expectedUpdatedAt)) return;
  const fields = Object.keys(values) as (keyof SettingsValues)[];
  if (fields.every((field) => (stored[field] ?? null) === values[field])) return;
  throw new DataError('conflict', 'UpdateAccountUser', 'Conflict');
}
