import 'server-only';
import { type AccountUserFieldsFragment, UserByUidDocument } from '@/graphql/generated/types';
import type { IdentityDetails } from '@/lib/auth/identity-details';
import { getClient } from './client';
import { callForData } from './calls';
import { DataError } from './errors';

/**
 * Her User record as the API holds it now, read by its key (strongly consistent), with none of a page load's
 * identity checks: undefined before her first page load makes it. Throws DataError.
 */
export async function findUserRecord(uid: string): Promise<AccountUserFieldsFragment | undefined> {
  const found = await callForData('UserByUid', () =>
    getClient().query({ query: UserByUidDocument, variables: { uid } }),
  );
  return found.userByUid.items[0];
}

/** As findUserRecord, for a save that needs the record to exist. Throws DataError (`failed` when there is none). */
export async function storedUserRecord(uid: string): Promise<AccountUserFieldsFragment> {
  const stored = await findUserRecord(uid);
  if (!stored) throw new DataError('failed', 'UserByUid', 'NotFound');
  return stored;
}

/** The details her record holds that her sign-in account keeps a copy of (lib/auth/identity-details.ts). */
export async function storedIdentityDetails(uid: string): Promise<IdentityDetails> {
  const { prefix, given, family, phone } = await storedUserRecord(uid);
  return { prefix: prefix ?? null, given: given ?? null, family: family ?? null, phone: phone ?? null };
}
