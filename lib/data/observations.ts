import 'server-only';
import {
  CreateObservationDocument,
  DeleteObservationDocument,
  ObservationByIdDocument,
  ObservationsWithFindingsDocument,
  UpdateObservationDocument,
  type CreateObservationInput,
  type ObservationsWithFindingsQueryVariables,
  type UpdateObservationInput,
} from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import { toCheckRecord } from '@/lib/diary/check-record';
import type { CheckRecord } from '@/lib/diary/findings';
import { getClient } from './client';
import { call, callForData, loaded, type LoadResult } from './calls';

/** A check as stored, with its updatedAt: an edit sends it back so a change made elsewhere meanwhile is not overwritten. */
export type SavedCheck = CheckRecord & { updatedAt: string };

const toSavedCheck = (raw: Parameters<typeof toCheckRecord>[0]): SavedCheck => ({
  ...toCheckRecord(raw),
  updatedAt: raw.updatedAt,
});

/** The API's page size limit; pages are read until the list ends or the cap is reached. */
const PAGE_SIZE = 100;
/** 1,000 checks is over 80 years of monthly checks: a list longer than this is not hers to page through. */
const MAX_PAGES = 10;

/** Her checks, newest first, optionally between two days (inclusive). `session` is the caller's requireUser(). */
export function loadChecks(
  session: SessionUser,
  range: { from?: string; to?: string } = {},
): Promise<LoadResult<CheckRecord[]>> {
  return loaded('LoadChecks', async () => {
    const client = getClient();
    const filter = range.from || range.to ? { checkedFrom: range.from ?? null, checkedTo: range.to ?? null } : null;
    const records: CheckRecord[] = [];
    let nextToken: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const variables: ObservationsWithFindingsQueryVariables = {
        uid: session.sub,
        filter,
        limit: PAGE_SIZE,
        nextToken,
        sortDirection: 'DESC' as const,
      };
      const data = await callForData('ObservationsWithFindings', () =>
        client.query({ query: ObservationsWithFindingsDocument, variables }),
      );
      records.push(...data.observationByUid.items.map(toCheckRecord));
      nextToken = data.observationByUid.nextToken;
      if (!nextToken) break;
    }
    return records;
  });
}

/**
 * One of her checks, or null when she has none with that id (someone else's is refused: DataError kind
 * 'forbidden').
 * `session` is the caller's requireUser(), whose token the client sends.
 */
export function loadCheck(_session: SessionUser, id: string): Promise<LoadResult<SavedCheck | null>> {
  return loaded('LoadCheck', async () => {
    const { data } = await call('ObservationById', () =>
      getClient().query({ query: ObservationByIdDocument, variables: { id } }),
    );
    const raw = data?.getObservation;
    return raw ? toSavedCheck(raw) : null;
  });
}

/** Saves a new check; repeating it with the same id returns the record already stored. Throws DataError. */
export async function createCheck(input: CreateObservationInput): Promise<CheckRecord> {
  const data = await callForData('CreateObservation', () =>
    getClient().mutate({ mutation: CreateObservationDocument, variables: { input } }),
  );
  return toCheckRecord(data.createObservation);
}

/**
 * Changes a check; absent fields stay as they are. With `expectedUpdatedAt`, a record changed since then is
 * refused (DataError 'conflict'). Throws DataError.
 */
export async function updateCheck(input: UpdateObservationInput): Promise<SavedCheck> {
  const data = await callForData('UpdateObservation', () =>
    getClient().mutate({ mutation: UpdateObservationDocument, variables: { input } }),
  );
  return toSavedCheck(data.updateObservation);
}

/** Deletes a check; deleting one already gone is not an error. Throws DataError. */
export async function deleteCheck(id: string): Promise<void> {
  await call('DeleteObservation', () => getClient().mutate({ mutation: DeleteObservationDocument, variables: { id } }));
}
