import { AppSyncError, notAuthorized } from '@/backend/core/errors';
import { parseArguments } from '@/backend/validation/common';
import { createdListArgs } from '@/backend/validation/list';
import { createProfileArgs, updateProfileArgs } from '@/backend/validation/profile';
import { toRecord, typeDate, withoutNulls } from '@/backend/store/keys';
import { readPageToken, signPageToken } from '@/backend/store/page-token';
import { allProfilesOf, latestProfileOf, newestFirst, profileKey } from '@/backend/store/profiles';
import { putIfAbsent, replaceItem } from '@/backend/store/records';
import { londonDate } from '@/lib/reminders/local-date';
import { pageScope, sentFields, type Resolver } from './context';

/**
 * Her risk Profiles: each computed result is a new record and the earlier ones stay as her history; the newest
 * (by createdAt) is her current one. Read by key from her own partition (backend/store/profiles.ts), so a list
 * straight after a create already holds it.
 */

/** A repeated create with the same id (a double submit, a retry) returns the record already stored. */
export const createProfile: Resolver = async (args, context) => {
  const { input } = parseArguments(createProfileArgs(context.now), args);
  const now = context.now.toISOString();
  const { sub, username } = context.caller;
  const { item } = await putIfAbsent(
    context.store,
    withoutNulls({
      ...input,
      ...profileKey(sub, input.id),
      itemType: 'Profile',
      uid: sub,
      username,
      typeDate: typeDate('Profile', now, input.id),
      createdAt: now,
      updatedAt: now,
    }),
  );
  if (item.uid !== sub) throw notAuthorized(context.fieldName, context.parentTypeName);
  return toRecord(item);
};

/** Changes her current (newest) Profile; earlier ones are history and stay as they were. */
export const updateProfile: Resolver = async (args, context) => {
  const { input } = parseArguments(updateProfileArgs(context.now), args);
  const existing = await latestProfileOf(context.store, context.caller.sub);
  if (!existing) throw new AppSyncError('NotFound', 'There is no Profile record yet: create it first');
  const next = withoutNulls({ ...existing, ...sentFields(input), updatedAt: context.now.toISOString() });
  return toRecord(await replaceItem(context.store, existing, next));
};

/**
 * Newest first unless sortDirection is ASC; `createdFrom`/`createdTo` filter on the UK day it was made. She has a
 * handful, so all are read and sorted here; a page token carries the offset of the next page.
 */
export const profileByUid: Resolver = async (args, context) => {
  const { filter, limit, nextToken, sortDirection } = parseArguments(createdListArgs('Profile'), args);
  const scope = pageScope(context, filter ?? null, sortDirection);
  const offset = nextToken ? Number(readPageToken(nextToken, scope, context.store.tokenSecret).offset) : 0;
  const inRange = (day: string) =>
    (!filter?.createdFrom || day >= filter.createdFrom) && (!filter?.createdTo || day <= filter.createdTo);
  const profiles = (await allProfilesOf(context.store, context.caller.sub))
    .filter((item) => inRange(typeof item.createdAt === 'string' ? londonDate(item.createdAt) : ''))
    .sort(newestFirst);
  if (sortDirection === 'ASC') profiles.reverse();
  const end = offset + limit;
  return {
    items: profiles.slice(offset, end).map(toRecord),
    nextToken: end < profiles.length ? signPageToken({ offset: String(end) }, scope, context.store.tokenSecret) : null,
  };
};
