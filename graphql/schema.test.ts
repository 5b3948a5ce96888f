import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, visit, type DocumentNode } from 'graphql';

/**
 * schema.graphql is uploaded to AppSync as is, so it must use only what AppSync provides: the GraphQL
 * scalars and AppSync's own scalars and directives, which the test-only prelude declares.
 */
const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const schemaSdl = read('schema.graphql');
const preludeSdl = read('appsync-prelude.graphql');

const GRAPHQL_SCALARS = ['ID', 'String', 'Int', 'Float', 'Boolean'];
const GRAPHQL_DIRECTIVES = ['deprecated', 'specifiedBy', 'include', 'skip'];

function declared(document: DocumentNode, kind: Kind.SCALAR_TYPE_DEFINITION | Kind.DIRECTIVE_DEFINITION): string[] {
  return document.definitions.flatMap((definition) => (definition.kind === kind ? [definition.name.value] : []));
}

describe('schema.graphql is AppSync-valid', () => {
  const schemaDocument = parse(schemaSdl);
  const prelude = parse(preludeSdl);
  const appSyncScalars = declared(prelude, Kind.SCALAR_TYPE_DEFINITION);
  const appSyncDirectives = declared(prelude, Kind.DIRECTIVE_DEFINITION);

  test('builds into a valid schema together with AppSync’s prelude', () => {
    const schema = buildSchema(`${preludeSdl}\n${schemaSdl}`);
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
  });

  test('declares no scalar and no directive of its own (AppSync rejects custom ones)', () => {
    expect(declared(schemaDocument, Kind.SCALAR_TYPE_DEFINITION)).toEqual([]);
    expect(declared(schemaDocument, Kind.DIRECTIVE_DEFINITION)).toEqual([]);
  });

  test('uses only GraphQL’s and AppSync’s directives', () => {
    const used = new Set<string>();
    visit(schemaDocument, { Directive: (node) => void used.add(node.name.value) });
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect([...appSyncDirectives, ...GRAPHQL_DIRECTIVES]).toContain(name);
  });

  test('every named type is defined here or is a GraphQL or AppSync scalar', () => {
    const defined = new Set(
      schemaDocument.definitions.flatMap((definition) =>
        'name' in definition && definition.name ? [definition.name.value] : [],
      ),
    );
    const referenced = new Set<string>();
    visit(schemaDocument, { NamedType: (node) => void referenced.add(node.name.value) });
    for (const name of referenced) {
      expect(defined.has(name) || GRAPHQL_SCALARS.includes(name) || appSyncScalars.includes(name)).toBe(true);
    }
    // AppSync reserves the AWS prefix for its own types.
    for (const name of defined) expect(name.startsWith('AWS')).toBe(false);
  });

  test('the test is not vacuous: a custom scalar or an unknown directive is caught', () => {
    const bad = parse('scalar Money\ntype T @auth(rules: []) { a: Money }');
    expect(declared(bad, Kind.SCALAR_TYPE_DEFINITION)).toEqual(['Money']);
    expect(() => buildSchema(`${preludeSdl}\ntype T @auth { a: Int }`)).toThrow(/Unknown directive "@auth"/);
  });

  test('every list query takes the seed client’s arguments and returns a connection', () => {
    const schema = buildSchema(`${preludeSdl}\n${schemaSdl}`);
    const queries = schema.getQueryType()!.getFields();
    const lists = [
      'listCodes',
      'userByUid',
      'profileByUid',
      'observationByUid',
      'stressByUid',
      'sleepByUid',
      'moodByUid',
      'fatigueByUid',
      'physicalByUid',
      'menopauseByUid',
    ];
    for (const name of lists) {
      const field = queries[name]!;
      expect(field.args.map((arg) => arg.name)).toEqual([
        'itemType',
        'uid',
        'filter',
        'limit',
        'nextToken',
        'sortDirection',
      ]);
      expect(String(field.type)).toMatch(/Connection!$/);
    }
  });
});
