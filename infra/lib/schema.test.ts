import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, findBreakingChanges, findDangerousChanges, parse, print, visit } from 'graphql';
import { deployableSchema, readRepositorySchema, REPO_ROOT, rootFields } from './schema';

const prelude = readFileSync(path.join(REPO_ROOT, 'graphql/appsync-prelude.graphql'), 'utf8');
const withPrelude = (sdl: string) => buildSchema(`${prelude}\n${sdl}`);

function descriptions(sdl: string): string[] {
  const found: string[] = [];
  visit(parse(sdl), {
    enter(node) {
      if ('description' in node && node.description) found.push(node.description.value);
    },
  });
  return found;
}

/** Every directive use in the SDL, with where it is and its arguments, as text. */
function directiveUses(sdl: string): string[] {
  const uses: string[] = [];
  visit(parse(sdl), {
    enter(node) {
      if (!('directives' in node) || !node.directives?.length || !('name' in node) || !node.name) return;
      for (const directive of node.directives) uses.push(`${node.name.value} ${print(directive)}`);
    },
  });
  return uses;
}

describe('deployableSchema', () => {
  const repository = readRepositorySchema();
  const deployed = deployableSchema(repository);

  it('keeps no description from the repository schema, which has many', () => {
    expect(descriptions(repository).length).toBeGreaterThan(10);
    expect(descriptions(deployed)).toEqual([]);
  });

  it('is the same API: no type, field, argument, enum value or directive differs either way', () => {
    const before = withPrelude(repository);
    const after = withPrelude(deployed);
    expect([...findBreakingChanges(before, after), ...findDangerousChanges(before, after)]).toEqual([]);
    expect([...findBreakingChanges(after, before), ...findDangerousChanges(after, before)]).toEqual([]);
    // Auth directives are not compared by graphql-js; AppSync enforces them, so they must survive.
    expect(directiveUses(deployed)).toEqual(directiveUses(repository));
    expect(directiveUses(repository).length).toBeGreaterThan(0);
  });

  it('strips descriptions on types, fields, arguments and enum values, and comments', () => {
    const sdl = `# comment\n"type"\ntype Query {\n  "field"\n  a("arg" x: Int): Int\n}\n"enum"\nenum E {\n  "value"\n  V\n}\n`;
    expect(deployableSchema(sdl)).toBe('type Query {\n  a(x: Int): Int\n}\n\nenum E {\n  V\n}\n');
  });
});

describe('rootFields', () => {
  it('lists every Query and Mutation field and nothing else', () => {
    expect(rootFields('type Query { a: Int b: Int } type Mutation { c: Int } type Other { d: Int }')).toEqual([
      { typeName: 'Query', fieldName: 'a' },
      { typeName: 'Query', fieldName: 'b' },
      { typeName: 'Mutation', fieldName: 'c' },
    ]);
  });
});
