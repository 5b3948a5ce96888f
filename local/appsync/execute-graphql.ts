import {
  defaultFieldResolver,
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
} from 'graphql';
import { AppSyncError } from '@/backend/core/errors';
import { resolveField } from '@/backend/api/dispatch';
import type { AppSyncIdentity } from '@/backend/core/identity';
import type { Store } from '@/backend/store/store';
import { appSyncSchema } from './schema';

/** One entry of `errors` exactly as AppSync writes it. */
export interface AppSyncGraphQLError {
  message: string;
  errorType: string;
  data: null;
  errorInfo: null;
  path: ReadonlyArray<string | number> | null;
  locations: ReadonlyArray<{ line: number; column: number }> | null;
}

export interface GraphQLResponse {
  data: Record<string, unknown> | null;
  errors?: AppSyncGraphQLError[];
}

export interface ExecuteGraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** The caller, from a token the host has verified (see identityFromVerifiedClaims); null when none. */
  identity: AppSyncIdentity | null;
  store: Store;
  now?: () => Date;
}

const ROOT_TYPES = new Set(['Query', 'Mutation']);

function appSyncError(error: GraphQLError, fallbackType: string): AppSyncGraphQLError {
  const original = error.originalError;
  const known = original instanceof AppSyncError;
  // A scalar refusing a variable surfaces as a GraphQLError: a request error, not a failure.
  const unexpected = original !== undefined && !known && !(original instanceof GraphQLError);
  return {
    // Messages of unexpected failures can carry stored data; they are never passed on.
    message: unexpected ? 'An internal failure occurred while resolving this field' : error.message,
    errorType: known ? original.errorType : unexpected ? 'InternalFailure' : fallbackType,
    data: null,
    errorInfo: null,
    path: error.path ?? null,
    locations: error.locations ?? null,
  };
}

/**
 * Does for one HTTP request what AppSync does: parses and validates against schema.graphql (AWS scalars
 * included), then resolves every Query and Mutation field through the same dispatcher the Lambda handler
 * uses, and reports errors in AppSync's format.
 */
export async function executeGraphQL(request: ExecuteGraphQLRequest): Promise<GraphQLResponse> {
  const schema = appSyncSchema();
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    if (error instanceof GraphQLError) return { data: null, errors: [appSyncError(error, 'InvalidSyntax')] };
    throw error;
  }
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) {
    return { data: null, errors: validationErrors.map((error) => appSyncError(error, 'ValidationError')) };
  }

  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
    if (!ROOT_TYPES.has(info.parentType.name)) return defaultFieldResolver(source, args, context, info);
    return resolveField(
      { parentTypeName: info.parentType.name, fieldName: info.fieldName, arguments: args, identity: request.identity },
      { store: request.store, now: request.now },
    );
  };

  const result = await execute({
    schema,
    document,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
    fieldResolver,
  });
  const response: GraphQLResponse = { data: (result.data as Record<string, unknown> | null | undefined) ?? null };
  if (result.errors?.length) response.errors = result.errors.map((error) => appSyncError(error, 'ValidationError'));
  return response;
}
