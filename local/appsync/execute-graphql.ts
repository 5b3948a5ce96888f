import {
  defaultFieldResolver,
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
} from 'graphql';
import { AppSyncError } from '@/backend/core/errors';
import { resolveField } from '@/backend/api/dispatch';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { checkDocumentLimits } from '@/backend/api/query-limits';
import type { Store } from '@/backend/store/store';
import { appSyncSchema } from './schema';
import { DocumentCache, type CheckedDocument } from './document-cache';

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
  /** Whether `__schema` and `__type` may be asked for; true by default (local), AppSync's is off when deployed. */
  introspection?: boolean;
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

const documents = new DocumentCache<AppSyncGraphQLError>();

/** Parses, validates (with introspection allowed or not) and checks the cost limits of one query text. */
function checkDocument(query: string, introspection: boolean): CheckedDocument<AppSyncGraphQLError> {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [appSyncError(error, 'InvalidSyntax')] };
    throw error;
  }
  const rules = introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  let validationErrors = validate(appSyncSchema(), document, rules);
  // Cost limits after validation: they follow fragments, which must exist and not loop.
  if (validationErrors.length === 0) validationErrors = checkDocumentLimits(document);
  if (validationErrors.length > 0)
    return { errors: validationErrors.map((error) => appSyncError(error, 'ValidationError')) };
  return { document };
}

/**
 * Does for one HTTP request what AppSync does: parses and validates against schema.graphql (AWS scalars
 * included), then resolves every Query and Mutation field through the same dispatcher the Lambda handler
 * uses, and reports errors in AppSync's format.
 */
export async function executeGraphQL(request: ExecuteGraphQLRequest): Promise<GraphQLResponse> {
  const schema = appSyncSchema();
  const introspection = request.introspection !== false;
  const checked = documents.get(`${introspection ? 'i' : 'n'}:${request.query}`, () =>
    checkDocument(request.query, introspection),
  );
  if (checked.errors) return { data: null, errors: checked.errors };
  const { document } = checked;

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
