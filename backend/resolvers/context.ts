import type { Caller } from '@/backend/core/identity';
import { recordWithDefaults, type Item, type ItemType } from '@/backend/store/keys';
import { queryPage, uidQuery } from '@/backend/store/records';
import type { Store } from '@/backend/store/store';

/** What every resolver gets: the verified caller, never a uid taken from the arguments. */
export interface ResolverContext {
  caller: Caller;
  store: Store;
  now: Date;
  fieldName: string;
  parentTypeName: string;
  /**
   * When the resolver's time is up (epoch milliseconds): Lambda's own deadline on AWS, the same span locally.
   * Work that may run long (erasure) stops before it, so it can still undo and answer.
   */
  deadline: number;
}

export type Resolver = (args: Record<string, unknown>, context: ResolverContext) => Promise<unknown>;

/** Drops keys the caller did not send, so that a merge never clears a field by accident. */
export function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Scope of a page token: the query, the caller and everything that shapes the result. */
export function pageScope(context: ResolverContext, ...shape: unknown[]): string {
  return JSON.stringify([context.parentTypeName, context.fieldName, context.caller.sub, ...shape]);
}

interface OwnListRequest {
  itemType: ItemType;
  /** Inclusive date range on the record's sort date, already validated. */
  from?: string | null;
  to?: string | null;
  /** The filter as sent, so a page token cannot be replayed with another one. */
  filter: unknown;
  limit: number;
  nextToken?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
  /** Values for attributes an item lacks (see recordWithDefaults). */
  defaults?: Item;
}

/** One page of the caller's own records of one type, ordered by their date: every `…ByUid` query's core. */
export async function listOwnRecords(context: ResolverContext, request: OwnListRequest) {
  const { itemType, from, to, filter, limit, nextToken, sortDirection, defaults } = request;
  const page = await queryPage(
    context.store,
    uidQuery({ uid: context.caller.sub, itemType, from, to, ascending: sortDirection === 'ASC' }),
    { limit, nextToken, scope: pageScope(context, filter ?? null, sortDirection) },
  );
  return { items: page.items.map((item) => recordWithDefaults(item, defaults ?? {})), nextToken: page.nextToken };
}
