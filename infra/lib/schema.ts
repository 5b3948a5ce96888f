import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type ASTNode } from 'graphql';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const SCHEMA_PATH = path.join(REPO_ROOT, 'graphql/schema.graphql');

export function readRepositorySchema(): string {
  return readFileSync(SCHEMA_PATH, 'utf8');
}

/**
 * The SDL AppSync receives: the repository's schema with every description removed and nothing else changed.
 * Whether AppSync accepts SDL descriptions is unsettled (aws-appsync-community issue 38) and nobody can try it
 * from here, so the deployed schema leaves them out; `#` comments are dropped by printing as well.
 */
export function deployableSchema(sdl: string): string {
  const withoutDescriptions = visit(parse(sdl), {
    enter(node: ASTNode) {
      if ('description' in node && node.description) return { ...node, description: undefined };
      return undefined;
    },
  });
  return `${print(withoutDescriptions)}\n`;
}

export interface RootField {
  typeName: 'Query' | 'Mutation';
  fieldName: string;
}

/** Every Query and Mutation field: each one gets the Lambda resolver. */
export function rootFields(sdl: string): RootField[] {
  const fields: RootField[] = [];
  for (const definition of parse(sdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const typeName = definition.name.value;
    if (typeName !== 'Query' && typeName !== 'Mutation') continue;
    for (const field of definition.fields ?? []) fields.push({ typeName, fieldName: field.name.value });
  }
  return fields;
}
