import type { z } from 'zod';
import { AppSyncError, notAuthorized } from '@/backend/core/errors';
import { parseArguments } from '@/backend/validation/common';
import { createdListArgs } from '@/backend/validation/list';
import { singletonKey, toRecord, typeDate, withoutNulls, type Item } from '@/backend/store/keys';
import { getItem, putIfAbsent, replaceItem } from '@/backend/store/records';
import { listOwnRecords, sentFields, type Resolver } from './context';

/** A record each user has at most one of (User, Profile), keyed by her uid. */
export interface SingletonKind {
  itemType: 'User' | 'Profile';
  createArgs(now: Date): z.ZodType<{ input: { id: string } & Item }>;
  updateArgs(now: Date): z.ZodType<{ input: Item }>;
  defaults: Item;
}

export function singletonResolvers(kind: SingletonKind): Record<'create' | 'update' | 'list', Resolver> {
  return {
    /** A repeat, even with another id, returns the record she already has: one per user. */
    async create(args, context) {
      const { input } = parseArguments(kind.createArgs(context.now), args);
      const now = context.now.toISOString();
      const { item } = await putIfAbsent(
        context.store,
        withoutNulls({
          ...kind.defaults,
          ...input,
          ...singletonKey(context.caller.sub, kind.itemType),
          itemType: kind.itemType,
          uid: context.caller.sub,
          username: context.caller.username,
          typeDate: typeDate(kind.itemType, now, input.id),
          createdAt: now,
          updatedAt: now,
        }),
      );
      if (item.uid !== context.caller.sub) throw notAuthorized(context.fieldName, context.parentTypeName);
      return toRecord(item);
    },

    async update(args, context) {
      const { input } = parseArguments(kind.updateArgs(context.now), args);
      const existing = await getItem(context.store, singletonKey(context.caller.sub, kind.itemType));
      if (!existing) throw new AppSyncError('NotFound', `There is no ${kind.itemType} record yet: create it first`);
      const next = withoutNulls({ ...existing, ...sentFields(input), updatedAt: context.now.toISOString() });
      return toRecord(await replaceItem(context.store, existing, next));
    },

    async list(args, context) {
      const { filter, limit, nextToken, sortDirection } = parseArguments(createdListArgs(kind.itemType), args);
      return listOwnRecords(context, {
        itemType: kind.itemType,
        from: filter?.createdFrom,
        to: filter?.createdTo,
        filter,
        limit,
        nextToken,
        sortDirection,
      });
    },
  };
}
