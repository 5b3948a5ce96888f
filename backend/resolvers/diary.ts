import type { z } from 'zod';
import { AppSyncError, notAuthorized } from '@/backend/core/errors';
import { parseArguments } from '@/backend/validation/common';
import { deleteRecordArgs, getRecordArgs } from '@/backend/validation/diary';
import { checkedListArgs } from '@/backend/validation/list';
import {
  recordKey,
  recordWithDefaults,
  typeDate,
  ukDayInstants,
  withoutNulls,
  type DiaryItemType,
  type Item,
} from '@/backend/store/keys';
import { deleteNotice } from '@/backend/store/notices';
import { deleteOwnedItem, getItem, putIfAbsent, replaceItem } from '@/backend/store/records';
import { listOwnRecords, sentFields, type Resolver, type ResolverContext } from './context';
import { storedIfAlreadySaved } from './stale-update';

/** A kind of dated record the user keeps many of: observations and the weekly diaries. */
export interface DiaryKind {
  itemType: DiaryItemType;
  createArgs(now: Date): z.ZodType<{ input: { id: string; checked: string } & Item }>;
  updateArgs(now: Date): z.ZodType<{ input: { id: string } & Item }>;
  /** Values stored when the client leaves a field out, so that non-null lists are never null. */
  defaults: Item;
  /** Fields the server works out from the record itself (a diary entry's score), never taken from the client. */
  derive?(record: Item): Item;
  /** A rule across fields checked on the record as it would be stored; returns the ValidationError message. */
  mergedProblem?(record: Item): string | null;
  /** `checked` is an instant (AWSDateTime) rather than the date she entered, so a day filter means her UK day. */
  checkedIsInstant?: true;
  /**
   * The notice worked out from one record of this kind, and whether the record still warrants it. The notice
   * goes when the record is deleted or an edit takes its reason away; /notices writes it again if it returns.
   */
  noticeOf?(record: Item): { id: string; warranted: boolean };
}

/** Deletes her notice drawn from the record when the record is gone or no longer warrants it. */
async function dropNoticeOf(kind: DiaryKind, record: Item, context: ResolverContext, recordGone: boolean) {
  const notice = kind.noticeOf?.(record);
  if (notice && (recordGone || !notice.warranted)) await deleteNotice(context.store, context.caller.sub, notice.id);
}

/** A record as the API answers it: an entry stored before a list field existed reads as having none. */
function answer(kind: DiaryKind, item: Item): Item {
  return recordWithDefaults(item, kind.defaults);
}

function derived(kind: DiaryKind, record: Item): Item {
  return kind.derive ? { ...record, ...kind.derive(record) } : record;
}

function keyedItem(kind: DiaryKind, record: Item): Item {
  const id = String(record.id);
  return { ...record, ...recordKey(kind.itemType, id), typeDate: typeDate(kind.itemType, String(record.checked), id) };
}

async function ownRecord(kind: DiaryKind, id: string, context: ResolverContext): Promise<Item | undefined> {
  const existing = await getItem(context.store, recordKey(kind.itemType, id));
  if (existing && existing.uid !== context.caller.sub) throw notAuthorized(context.fieldName, context.parentTypeName);
  return existing;
}

export function diaryResolvers(kind: DiaryKind): Record<'create' | 'update' | 'remove' | 'list' | 'get', Resolver> {
  return {
    async create(args, context) {
      const { input } = parseArguments(kind.createArgs(context.now), args);
      const now = context.now.toISOString();
      const record = withoutNulls(
        derived(kind, {
          ...kind.defaults,
          ...input,
          itemType: kind.itemType,
          uid: context.caller.sub,
          username: context.caller.username,
          createdAt: now,
          updatedAt: now,
        }),
      );
      const { item } = await putIfAbsent(context.store, keyedItem(kind, record));
      // A repeated id that belongs to someone else must not reveal her record.
      if (item.uid !== context.caller.sub) throw notAuthorized(context.fieldName, context.parentTypeName);
      return answer(kind, item);
    },

    async update(args, context) {
      const { input } = parseArguments(kind.updateArgs(context.now), args);
      const { expectedUpdatedAt, ...changes } = input;
      const existing = await ownRecord(kind, input.id, context);
      if (!existing) throw new AppSyncError('NotFound', `No ${kind.itemType} with id ${input.id}`);
      const merged = { ...existing, ...sentFields(changes), updatedAt: context.now.toISOString() };
      const next = keyedItem(kind, withoutNulls(derived(kind, merged)));
      // Optimistic check: she edited what she last read; a save from elsewhere since then must not be overwritten.
      if (typeof expectedUpdatedAt === 'string' && expectedUpdatedAt !== existing.updatedAt) {
        const conflict = `The ${kind.itemType} changed since it was read; reload it and try again`;
        const stored = storedIfAlreadySaved(existing, next, conflict);
        // Its notice too, in case the first attempt failed after writing the record and before dropping it.
        await dropNoticeOf(kind, stored, context, false);
        return answer(kind, stored);
      }
      const problem = kind.mergedProblem?.(next);
      if (problem) throw new AppSyncError('ValidationError', `Invalid input: ${problem}`);
      const saved = await replaceItem(context.store, existing, next);
      await dropNoticeOf(kind, saved, context, false);
      return answer(kind, saved);
    },

    async remove(args, context) {
      const { input } = parseArguments(deleteRecordArgs, args);
      const existing = await ownRecord(kind, input.id, context);
      const deleted = existing
        ? await deleteOwnedItem(context.store, recordKey(kind.itemType, input.id), context.caller.sub)
        : undefined;
      // Also when the record was gone already, so a retry after a failed notice delete still removes it; the
      // notice is keyed under her own uid, so nobody else's can be touched.
      await dropNoticeOf(kind, { id: input.id }, context, true);
      return deleted ? answer(kind, deleted) : null;
    },

    async get(args, context) {
      const { id } = parseArguments(getRecordArgs, args);
      const existing = await ownRecord(kind, id, context);
      return existing ? answer(kind, existing) : null;
    },

    async list(args, context) {
      const { filter, limit, nextToken, sortDirection } = parseArguments(checkedListArgs(kind.itemType), args);
      const days = { from: filter?.checkedFrom, to: filter?.checkedTo };
      return listOwnRecords(context, {
        itemType: kind.itemType,
        ...(kind.checkedIsInstant ? ukDayInstants(days.from, days.to) : days),
        filter,
        limit,
        nextToken,
        sortDirection,
        defaults: kind.defaults,
      });
    },
  };
}
