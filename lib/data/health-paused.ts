import 'server-only';
import { print } from 'graphql';
import { cache } from 'react';
import { UserByUidDocument, type UserByUidQuery } from '@/graphql/generated/types';
import { config } from '@/lib/config';
import { DataError, logDataFailure, toDataError } from './errors';
import { REQUEST_TIMEOUT_MS } from './request-timeout';

const USER_BY_UID = print(UserByUidDocument);

/**
 * Her User record's `healthPaused`, the second word on her health-data consent when the identity service cannot
 * be read (lib/auth/health-consent.ts); null when the record cannot be read or has never had it. Asked straight,
 * not through the request's API client: that client's health gate is what asks (health-gate.ts), and UserByUid
 * reads nothing of her health. Read once per request; a failure is logged, never thrown.
 */
export const recordSaysPaused = cache(async (accessToken: string, uid: string): Promise<boolean | null> => {
  try {
    const response = await fetch(config.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken },
      body: JSON.stringify({ query: USER_BY_UID, variables: { uid } }),
      cache: 'no-store',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { data?: UserByUidQuery | null; errors?: unknown[] };
    if (!response.ok)
      throw new DataError(response.status >= 500 ? 'unavailable' : 'failed', 'UserByUid', `HTTP ${response.status}`);
    if (!answer.data || answer.errors?.length) throw new DataError('failed', 'UserByUid', 'GraphQLError');
    return answer.data.userByUid.items[0]?.healthPaused ?? null;
  } catch (error) {
    logDataFailure(toDataError(error, 'UserByUid'));
    return null;
  }
});
