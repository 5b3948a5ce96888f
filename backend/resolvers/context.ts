import type { Caller } from '@/backend/api/identity';
import type { Store } from '@/backend/store/store';

/** What every resolver gets: the verified caller, never a uid taken from the arguments. */
export interface ResolverContext {
  caller: Caller;
  store: Store;
  now: Date;
  fieldName: string;
  parentTypeName: string;
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
