import { AppSyncError } from '@/backend/core/errors';
import { resolveField } from '@/backend/api/dispatch';
import { checkResolverEventLimits } from '@/backend/api/query-limits';
import { readSecret } from '@/backend/core/secrets';
import { createStore, PAGE_TOKEN_SECRET, type Store } from '@/backend/store/store';

/** The part of AppSync's direct Lambda resolver event the resolvers use. */
export interface AppSyncResolverEvent {
  arguments: Record<string, unknown> | null;
  identity: unknown;
  info: {
    fieldName: string;
    parentTypeName: string;
    variables?: Record<string, unknown>;
    selectionSetList?: string[];
    selectionSetGraphQL?: string;
  };
  source?: unknown;
  request?: { headers?: Record<string, string> };
}

/** The part of Lambda's context object the handler uses. */
export interface LambdaContext {
  getRemainingTimeInMillis(): number;
}

let current: { tokenSecret: string | undefined; store: Store } | undefined;

/**
 * The store, signing page tokens with the secret as Secrets Manager has it now: readSecret answers from its cache
 * for a few minutes, and a rotated secret makes a new store, so every instance moves to it within that time.
 */
async function currentStore(): Promise<Store> {
  const tokenSecret = await readSecret(PAGE_TOKEN_SECRET);
  if (!current || current.tokenSecret !== tokenSecret) current = { tokenSecret, store: createStore({ tokenSecret }) };
  return current.store;
}

/**
 * AppSync's direct Lambda resolver for every Query and Mutation field. A thrown AppSyncError reaches the
 * client with its name as errorType; anything else is reported as InternalFailure without details,
 * because error messages can carry stored values and health data must not reach logs or clients.
 */
export async function handler(event: AppSyncResolverEvent, lambda?: LambdaContext): Promise<unknown> {
  // Read first: Lambda stops the function at its timeout, whatever it is doing (infra/lib/api-stack.ts).
  const deadline = lambda ? Date.now() + lambda.getRemainingTimeInMillis() : undefined;
  // Before the store is touched: the request's shape alone decides, as AppSync's own limits do.
  const exceeded = checkResolverEventLimits(event.info);
  if (exceeded.length > 0) throw new AppSyncError('ValidationError', exceeded.join(' '));
  try {
    // Inside the try: a failed secret read (throttling, a missing grant) must not reach the client as AWS's own
    // message, which names the account, role and secret.
    const store = await currentStore();
    return await resolveField(
      {
        parentTypeName: event.info.parentTypeName,
        fieldName: event.info.fieldName,
        arguments: event.arguments,
        identity: event.identity,
      },
      { store, deadline },
    );
  } catch (error) {
    if (error instanceof AppSyncError) throw error;
    console.error('Resolver failed', {
      field: `${event.info.parentTypeName}.${event.info.fieldName}`,
      error: error instanceof Error ? error.name : typeof error,
    });
    throw new AppSyncError('InternalFailure', 'An internal failure occurred while resolving this field');
  }
}
