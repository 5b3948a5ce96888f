import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isScalarType, type GraphQLSchema } from 'graphql';
import { installAppSyncScalars } from './appsync-scalars';

/** GRAPHQL_DIR overrides where graphql/ is found, for hosts whose working directory is not the repo root. */
function graphqlDir(): string {
  return process.env.GRAPHQL_DIR ?? path.join(process.cwd(), 'graphql');
}

export function readContract(): { schemaSdl: string; preludeSdl: string } {
  const dir = graphqlDir();
  return {
    schemaSdl: readFileSync(path.join(dir, 'schema.graphql'), 'utf8'),
    preludeSdl: readFileSync(path.join(dir, 'appsync-prelude.graphql'), 'utf8'),
  };
}

let cached: GraphQLSchema | undefined;

/** schema.graphql as AppSync sees it: its scalars and directives declared, scalars checked as AppSync does. */
export function appSyncSchema(): GraphQLSchema {
  if (cached) return cached;
  const { schemaSdl, preludeSdl } = readContract();
  const schema = buildSchema(`${preludeSdl}\n${schemaSdl}`);
  installAppSyncScalars(Object.values(schema.getTypeMap()).filter(isScalarType));
  cached = schema;
  return schema;
}
