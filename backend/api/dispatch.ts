import { AppSyncError, notAuthorized } from '@/backend/core/errors';
import { callerFromIdentity, type Caller } from '@/backend/core/identity';
import { OPERATIONS, type AccessRule, type Operation } from './operations';
import type { Store } from '@/backend/store/store';
import { erasureBegan } from '@/backend/store/erasure';
import { recordAdminActivity } from '@/backend/resolvers/admin-activity';
import { RESOLVER_TIMEOUT_SECONDS } from '@/backend/core/deadline';

/** One root field to resolve, as AppSync's Lambda event and the local executor both describe it. */
export interface FieldRequest {
  parentTypeName: string;
  fieldName: string;
  arguments: Record<string, unknown> | null | undefined;
  /** AppSync's identity object; null when the request carried none. */
  identity: unknown;
}

export interface DispatchDependencies {
  store: Store;
  /** Injected by tests and by demo seeding; the wall clock otherwise. */
  now?: () => Date;
  /**
   * When the resolver's time is up (epoch milliseconds): the Lambda handler passes Lambda's own. Without it (the
   * local executor) a field gets as long as the resolver Lambda's timeout, so long work stops locally as on AWS.
   */
  deadline?: number;
}

function allowed(rule: AccessRule, caller: Caller, args: Record<string, unknown>): boolean {
  switch (rule) {
    case 'owner':
      return args.uid === caller.sub;
    case 'admin':
      return caller.isAdmin;
    case 'prizeDrawService':
      return caller.isPrizeDrawService;
    case 'ownerOrAdmin':
      return args.uid === undefined || args.uid === null ? caller.isAdmin : args.uid === caller.sub;
    case 'recordOwner':
    case 'self':
      return true;
  }
}

/** Rules under which a mutation writes the caller's own data (admin and service operations write no one's). */
const OWN_DATA_RULES = new Set<AccessRule>(['owner', 'recordOwner', 'self']);

/**
 * Once her erasure has begun, a mutation that would create or change her data is refused as AppSync refuses an
 * unauthorised caller: her tokens stay valid for up to an hour after her account is deleted, and a record
 * written then under her sub could never be exported or erased. It costs one strongly consistent read per
 * such mutation; queries and removals skip it (after erasure there is nothing left to read or remove).
 */
async function writesAfterErasure(
  operation: Operation,
  parentTypeName: string,
  caller: Caller,
  context: { store: Store; now: Date },
) {
  if (parentTypeName !== 'Mutation' || operation.removesOnly || !OWN_DATA_RULES.has(operation.access)) return false;
  return erasureBegan(context.store, caller.sub, context.now);
}

/**
 * The single entry point into the resolvers, shared by the Lambda handler and the local executor: it
 * checks the caller against the operation's rule before any argument is looked at (and, for a write of her
 * own data, that her erasure has not begun), then resolves.
 */
export async function resolveField(request: FieldRequest, dependencies: DispatchDependencies): Promise<unknown> {
  const { parentTypeName, fieldName } = request;
  const operations = OPERATIONS[parentTypeName as keyof typeof OPERATIONS];
  const operation = operations && Object.hasOwn(operations, fieldName) ? operations[fieldName] : undefined;
  if (!operation) throw new AppSyncError('BadRequest', `No resolver for ${parentTypeName}.${fieldName}`);
  const caller = callerFromIdentity(request.identity);
  const args = request.arguments ?? {};
  if (!caller || !allowed(operation.access, caller, args)) throw notAuthorized(fieldName, parentTypeName);
  const context = {
    caller,
    store: dependencies.store,
    now: dependencies.now?.() ?? new Date(),
    fieldName,
    parentTypeName,
    deadline: dependencies.deadline ?? Date.now() + RESOLVER_TIMEOUT_SECONDS * 1000,
  };
  if (await writesAfterErasure(operation, parentTypeName, caller, context))
    throw notAuthorized(fieldName, parentTypeName);
  const result = await operation.resolve(args, context);
  if (operation.access === 'admin' && parentTypeName === 'Mutation') await recordAdminActivity(context, args);
  return result;
}
