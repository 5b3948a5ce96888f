import 'server-only';
import { cache } from 'react';
import {
  MarkNoticeReadDocument,
  MyNoticesDocument,
  RefreshMyNoticesDocument,
  UnreadNoticeCountDocument,
  type NoticeFieldsFragment,
} from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import { getClient } from './client';
import { callForData, loaded, type LoadResult } from './calls';
import { logDataFailure, toDataError } from './errors';

export type Notice = NoticeFieldsFragment;

const MAX_NOTICES = 100;

/**
 * Her notices, newest first. Opening /notices first applies the notice rules to her stored data
 * (refreshMyNotices, idempotent), so a check that has just fallen due is there: the notices it writes come from
 * its own answer, since the list read straight after can miss them (indexes are eventually consistent). A failed
 * refresh is only logged: the notices already stored still show. While her health features are paused the
 * API itself neither works out nor lists notices from her checks (backend/resolvers/notices.ts).
 */
export async function loadMyNotices(session: SessionUser): Promise<LoadResult<Notice[]>> {
  void session; // the API answers for the token's owner; taking the session keeps callers honest about the gate
  const client = getClient();
  let written: Notice[] = [];
  try {
    const { data } = await client.mutate({ mutation: RefreshMyNoticesDocument });
    written = data?.refreshMyNotices ?? [];
  } catch (error) {
    logDataFailure(toDataError(error, 'RefreshMyNotices'));
  }
  return loaded('MyNotices', async () => {
    const data = await callForData('MyNotices', () =>
      client.query({ query: MyNoticesDocument, variables: { limit: MAX_NOTICES } }),
    );
    const listed = new Set(data.myNotices.items.map((notice) => notice.id));
    return [...data.myNotices.items, ...written.filter((notice) => !listed.has(notice.id))].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
  });
}

/**
 * Whether she has the notice with this id, read or not. Her notices are read page by page until it is found:
 * the one it looks for may be older than the newest MAX_NOTICES. Throws DataError.
 */
export async function hasNotice(id: string): Promise<boolean> {
  const client = getClient();
  let nextToken: string | null | undefined;
  do {
    const data = await callForData('MyNotices', () =>
      client.query({ query: MyNoticesDocument, variables: { limit: MAX_NOTICES, nextToken } }),
    );
    if (data.myNotices.items.some((notice) => notice.id === id)) return true;
    nextToken = data.myNotices.nextToken;
  } while (nextToken);
  return false;
}

/** Marks the notices she has now seen as read; the page still shows them as new this once. Failures only logged. */
export async function markNoticesRead(notices: readonly Notice[]): Promise<void> {
  const client = getClient();
  const unread = notices.filter((notice) => !notice.readAt);
  const results = await Promise.allSettled(
    unread.map((notice) => client.mutate({ mutation: MarkNoticeReadDocument, variables: { id: notice.id } })),
  );
  for (const result of results)
    if (result.status === 'rejected') logDataFailure(toDataError(result.reason, 'MarkNoticeRead'));
}

/**
 * The unread count for the signed-in menu and /account: null when it cannot be read (the menu then shows no
 * count rather than a wrong one). It counts the notices /notices would write too, without writing them
 * (unreadNoticeCount). Cached per request, so the layout and the page share one API call.
 */
export const loadUnreadNoticeCount = cache(async (session: SessionUser | null): Promise<number | null> => {
  if (!session) return null;
  try {
    const { data } = await getClient().query({ query: UnreadNoticeCountDocument });
    return data?.unreadNoticeCount ?? null;
  } catch (error) {
    logDataFailure(toDataError(error, 'UnreadNoticeCount'));
    return null;
  }
});
