import {
  execute,
  getVariableValues,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { AppSyncError } from '@/backend/core/errors';
import { resolveField } from '@/backend/api/dispatch';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { checkDocumentLimits } from '@/backend/api/query-limits';
import type { Store } from '@/backend/store/store';
import { appSyncSchema } from './schema';
import { DocumentCache, type CheckedDocument } from './document-cache';
import { compiledOperation, SERIALIZER_FAILURE } from './compiled-operations';

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

/** What the root fields' resolvers get for one request (graphql's contextValue). */
interface RequestContext {
  identity: AppSyncIdentity | null;
  store: Store;
  now?: () => Date;
}

function appSyncError(error: GraphQLError, fallbackType: string): AppSyncGraphQLError {
  const original = error.originalError;
  const known = original instanceof AppSyncError;
  // A scalar refusing a variable surfaces as a GraphQLError: a request error, not a failure. A compiled
  // operation reports a scalar's own failure by message only (see SERIALIZER_FAILURE).
  const unexpected =
    (original !== undefined && !known && !(original instanceof GraphQLError)) ||
    (original === undefined && error.message === SERIALIZER_FAILURE);
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

let executable: GraphQLSchema | undefined;

/**
 * appSyncSchema with every Query and Mutation field resolved through the dispatcher the Lambda handler uses,
 * as AppSync's Lambda data source resolves them; other fields read the item's attribute of their name.
 * Resolvers on the schema, rather than graphql-js's fieldResolver option, so that the compiled operations
 * and graphql-js run the same ones.
 */
function executableSchema(): GraphQLSchema {
  if (executable) return executable;
  const schema = appSyncSchema();
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const parentTypeName = type.name;
      const fieldName = field.name;
      const resolve: GraphQLFieldResolver<unknown, RequestContext> = (_source, args, context) =>
        resolveField(
          { parentTypeName, fieldName, arguments: args, identity: context.identity },
          { store: context.store, now: context.now },
        );
      field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  executable = schema;
  return schema;
}

/**
 * A cached document's operation through its compiled form (see compiled-operations.ts); others, and what
 * graphql-jit cannot compile, through graphql-js.
 */
async function run(
  schema: GraphQLSchema,
  document: DocumentNode,
  request: ExecuteGraphQLRequest,
  contextValue: RequestContext,
  cached: boolean,
): Promise<ExecutionResult> {
  const operationName = request.operationName ?? null;
  const executeWithGraphQLJs = () =>
    execute({
      schema,
      document,
      variableValues: request.variables ?? undefined,
      operationName: operationName ?? undefined,
      contextValue,
    });
  // Compiling costs more than executing once, so only documents kept in the cache are compiled.
  const compiled = cached && compiledOperation(schema, document, operationName);
  if (!compiled) return executeWithGraphQLJs();
  const variables = request.variables ?? {};
  const result = await compiled.run(contextValue, variables);
  if ('data' in result) return result;
  // No data: the compiled function refused the variables before any resolver ran. graphql-js words the
  // refusal (the same checks, other words); should it accept them after all, it executes the operation.
  const refused = getVariableValues(schema, compiled.operation.variableDefinitions ?? [], variables, {
    maxErrors: 50, // as graphql-js's execute
  });
  return refused.errors ? { errors: refused.errors } : executeWithGraphQLJs();
}

/**
 * Does for one HTTP request what AppSync does: parses and validates against schema.graphql (AWS scalars
 * included), then resolves every Query and Mutation field through the same dispatcher the Lambda handler
 * uses, and reports errors in AppSync's format.
 */
export async function executeGraphQL(request: ExecuteGraphQLRequest): Promise<GraphQLResponse> {
  const schema = executableSchema();
  const introspection = request.introspection !== false;
  const key = `${introspection ? 'i' : 'n'}:${request.query}`;
  const checked = documents.get(key, () => checkDocument(request.query, introspection));
  if (checked.errors) return { data: null, errors: checked.errors };
  const { document } = checked;

  const context: RequestContext = { identity: request.identity, store: request.store, now: request.now };
  const result = await run(schema, document, request, context, documents.keeps(key));
  const response: GraphQLResponse = { data: (result.data as Record<string, unknown> | null | undefined) ?? null };
  if (result.errors?.length) response.errors = result.errors.map((error) => appSyncError(error, 'ValidationError'));
  return response;
}
