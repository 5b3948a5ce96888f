import type { z } from 'zod';
import { AppSyncError, notAuthorized } from '@/backend/core/errors';
import { parseArguments } from '@/backend/validation/common';
import { createdListArgs } from '@/backend/validation/list';
import { singletonKey, toRecord, typeDate, withoutNulls, type Item } from '@/backend/store/keys';
import { ChangedWhileSaving, getItem, putIfAbsent, replaceItem } from '@/backend/store/records';
import { londonDate } from '@/lib/reminders/local-date';
import { holdsValues } from '@/lib/validation/stored-values';
import { sentFields, type Resolver, type ResolverContext } from './context';

/** A record each user has at most one of (her User), keyed by her uid. Profiles are kept as history: profiles.ts. */
export interface SingletonKind {
  itemType: 'User';
  createArgs(now: Date): z.ZodType<{ input: { id: string } & Item }>;
  updateArgs(now: Date): z.ZodType<{ input: Item }>;
  defaults: Item;
  /** Fields taken from the verified caller at create, never from the input (e.g. the User's sign-up source). */
  fromCaller?(context: ResolverContext): Item;
  /** Fields taken from the verified caller at create and at every update (e.g. her verified email). */
  fromCallerOnEachWrite?(context: ResolverContext): Item;
  /** Fields the server works out from the record as stored (index attributes), never taken from the client. */
  derive?(record: Item): Item;
  /** Runs once, when the record was really created (not on a repeated create). */
  onCreated?(item: Item, context: ResolverContext): Promise<void>;
}

function derived(kind: SingletonKind, record: Item): Item {
  return kind.derive ? { ...record, ...kind.derive(record) } : record;
}

/** What `changes` sends for each field `expected` names. */
function sentFor(expected: Item, changes: Item): Item {
  return Object.fromEntries(Object.keys(expected).map((field) => [field, changes[field]]));
}

/** Enough for the few writes that can meet hers at once (a job's, another tab's), without looping for ever. */
const MAX_SAVE_ATTEMPTS = 3;

export function singletonResolvers(kind: SingletonKind): Record<'create' | 'update' | 'list', Resolver> {
  /** One read, decision and conditional write of an update (see `update`). */
  async function updateOnce(context: ResolverContext, fields: Item, expected: Item | undefined) {
    const existing = await getItem(context.store, singletonKey(context.caller.sub, kind.itemType));
    if (!existing) throw new AppSyncError('NotFound', `There is no ${kind.itemType} record yet: create it first`);
    const changes = { ...sentFields(fields), ...kind.fromCallerOnEachWrite?.(context) };
    if (expected && !holdsValues(existing, expected)) {
      if (holdsValues(existing, sentFor(expected, changes))) return toRecord(existing);
      throw new AppSyncError('Conflict', `The ${kind.itemType} changed since it was read; reload it and try again`);
    }
    const next = withoutNulls(derived(kind, { ...existing, ...changes, updatedAt: context.now.toISOString() }));
    return toRecord(await replaceItem(context.store, existing, next));
  }

  return {
    /** A repeat, even with another id, returns the record she already has: one per user. */
    async create(args, context) {
      const { input } = parseArguments(kind.createArgs(context.now), args);
      const now = context.now.toISOString();
      const { created, item } = await putIfAbsent(
        context.store,
        withoutNulls(
          derived(kind, {
            ...kind.defaults,
            ...input,
            ...kind.fromCaller?.(context),
            ...kind.fromCallerOnEachWrite?.(context),
            ...singletonKey(context.caller.sub, kind.itemType),
            itemType: kind.itemType,
            uid: context.caller.sub,
            username: context.caller.username,
            typeDate: typeDate(kind.itemType, now, input.id),
            createdAt: now,
            updatedAt: now,
          }),
        ),
      );
      if (item.uid !== context.caller.sub) throw notAuthorized(context.fieldName, context.parentTypeName);
      if (created) await kind.onCreated?.(item, context);
      return toRecord(item);
    },

    /**
     * With `expected` (what a form read of the fields it sends), a field changed since is refused as a Conflict
     * rather than overwritten by an older tab; a change to any other field is no conflict. Fields that already hold
     * what is sent are a retry of a save that landed (its answer lost): answered as saved, nothing written. Without
     * `expected` (the app's own corrections) the fields are written as before. replaceItem still guards the
     * moment between this read and the write; a write landing in that moment (the reminder job moving her next
     * date, her consent saved in another tab) is no conflict by itself, so the record is read and the save decided
     * again, a few times at most.
     */
    async update(args, context) {
      const { input } = parseArguments(kind.updateArgs(context.now), args);
      const { expected, ...fields } = input as Item & { expected?: Item };
      for (let attempt = 1; ; attempt++) {
        try {
          return await updateOnce(context, fields, expected);
        } catch (error) {
          if (!(error instanceof ChangedWhileSaving) || attempt === MAX_SAVE_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * She has at most one, so the list is read by its key, strongly consistent, rather than through the byUid
     * index: DynamoDB's indexes are eventually consistent, and a reload straight after a save must show it.
     */
    async list(args, context) {
      const { filter, nextToken } = parseArguments(createdListArgs(kind.itemType), args);
      if (nextToken) throw new AppSyncError('BadRequest', 'nextToken is not valid here: there is only one page');
      const item = await getItem(context.store, singletonKey(context.caller.sub, kind.itemType));
      const created = typeof item?.createdAt === 'string' ? londonDate(item.createdAt) : '';
      const inRange =
        !!item &&
        (!filter?.createdFrom || created >= filter.createdFrom) &&
        (!filter?.createdTo || created <= filter.createdTo);
      return { items: inRange ? [toRecord(item)] : [], nextToken: null };
    },
  };
}
