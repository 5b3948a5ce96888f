import {
  getOperationAST,
  GraphQLError,
  isLeafType,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * Operations compiled with graphql-jit into one function each, for documents the host has already parsed,
 * validated and cached: an app sends the same few operations, and graphql-js's general executor spent more
 * time walking a 20-item page's fields (a resolve-info object and several calls for each of them) than all
 * of the resolver's own code. The compiled function does the same work (serialisation through the schema's
 * scalars, errors with paths and locations, null propagation, mutations one after another).
 */
export interface CompiledOperation {
  operation: OperationDefinitionNode;
  run(contextValue: unknown, variables: Record<string, unknown>): Promise<ExecutionResult> | ExecutionResult;
}

/**
 * What a scalar or enum reports when it failed other than by refusing the value (a bug, not a bad value):
 * graphql-jit keeps only a serializer error's message, so this message is how appSyncError still tells
 * such a failure from a refusal and keeps its text out of the answer.
 */
export const SERIALIZER_FAILURE = 'An internal failure occurred while resolving this field';

/**
 * Each leaf type's own serialize, made to fail as graphql-js's executor fails: a GraphQLError keeps its
 * message; anything else thrown, and a null or undefined result, become SERIALIZER_FAILURE.
 */
function leafSerializers(schema: GraphQLSchema): Record<string, (value: unknown) => unknown> {
  const serializers: Record<string, (value: unknown) => unknown> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isLeafType(type)) continue;
    serializers[type.name] = (value) => {
      let serialized: unknown;
      try {
        serialized = type.serialize(value);
      } catch (error) {
        if (error instanceof GraphQLError) throw error;
        throw new GraphQLError(SERIALIZER_FAILURE);
      }
      if (serialized === undefined || serialized === null) throw new GraphQLError(SERIALIZER_FAILURE);
      return serialized;
    };
  }
  return serializers;
}

/** One entry per document and operation name; a document dropped from the host's cache takes its entries with it. */
const compiled = new WeakMap<DocumentNode, Map<string | null, CompiledOperation | null>>();
const serializersBySchema = new WeakMap<GraphQLSchema, Record<string, (value: unknown) => unknown>>();

function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null,
): CompiledOperation | null {
  // The operation graphql-js would pick; none (unknown name, several without a name) is its error to report.
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  let customSerializers = serializersBySchema.get(schema);
  if (!customSerializers) serializersBySchema.set(schema, (customSerializers = leafSerializers(schema)));
  const query = compileQuery(schema, document, operationName ?? undefined, {
    customSerializers,
    // The host never shows stack traces, so errors need not record them.
    disablingCapturingStackErrors: true,
  });
  if (!isCompiledQuery(query)) return null;
  return { operation, run: (contextValue, variables) => query.query(null, contextValue, variables) };
}

/**
 * The compiled form of one operation of a validated document, or null when graphql-jit cannot compile it
 * (then graphql-js executes it, and reports whatever is wrong in its own words).
 */
export function compiledOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null,
): CompiledOperation | null {
  let operations = compiled.get(document);
  if (!operations) compiled.set(document, (operations = new Map()));
  if (!operations.has(operationName)) operations.set(operationName, compile(schema, document, operationName));
  return operations.get(operationName) ?? null;
}
