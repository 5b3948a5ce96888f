import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DefinitionNode } from 'graphql';
import { executeGraphQL } from '@/local/appsync/execute-graphql';
import { identityFor, useTestStore } from '@/backend/testing/test-api';
import { checkDocumentLimits, checkResolverEventLimits, QUERY_LIMITS } from './query-limits';

const messages = (query: string) => checkDocumentLimits(parse(query)).map((error) => error.message);
const aliased = (count: number, field = 'exportMyData') =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join('\n');

describe('checkDocumentLimits', () => {
  test('the app’s own shapes pass: depth 3, one root field, fragments and __typename', () => {
    expect(
      messages(`fragment F on User { id uid __typename }
        query Q($uid: ID!) { userByUid(uid: $uid, limit: 1) { items { ...F } nextToken __typename } }`),
    ).toEqual([]);
  });

  test('50 aliased exportMyData fields are refused for their root fields and aliases', () => {
    expect(messages(`{ ${aliased(50)} }`)).toEqual([
      `The operation asks for 50 root fields; at most ${QUERY_LIMITS.maxRootFields} are allowed.`,
      `The operation uses 50 aliases; at most ${QUERY_LIMITS.maxAliases} are allowed.`,
    ]);
  });

  test('root fields are counted through fragments, repeats included', () => {
    const spreads = Array.from({ length: QUERY_LIMITS.maxRootFields + 1 }, () => '... on Query { exportMyData }').join(
      ' ',
    );
    expect(messages(`{ ${spreads} }`)).toEqual([expect.stringContaining('root fields')]);
  });

  test('depth counts the root field as 1 and follows fragments', () => {
    expect(messages('fragment Deep on Query { a: userByUid(uid: "x") { items { id } } } { ...Deep }')).toEqual([]);
    // No schema field is this deep, so validation stops real queries first; the rule still holds.
    expect(messages('{ userByUid(uid: "x") { items { id { deeper { deepest { deeper } } } } } }')).toEqual([
      `Query depth 6 exceeds the maximum of ${QUERY_LIMITS.maxDepth}.`,
    ]);
  });

  test("every operation the app sends (graphql/operations) is a level inside the depth limit, AppSync's margin", () => {
    const folder = path.join(__dirname, '../../graphql/operations');
    const definitions = readdirSync(folder)
      .filter((name) => name.endsWith('.graphql'))
      .flatMap((name) => parse(readFileSync(path.join(folder, name), 'utf8')).definitions);
    const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
    const operations = definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const tooDeep = (operation: DefinitionNode) =>
      checkDocumentLimits(
        { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
        { ...QUERY_LIMITS, maxDepth: QUERY_LIMITS.maxDepth - 1 },
      ).length > 0;
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter(tooDeep).map((operation) => 'name' in operation && operation.name?.value)).toEqual([]);
  });
});

describe('checkResolverEventLimits (the Lambda’s view of one field)', () => {
  test('reads depth from selectionSetList and aliases from selectionSetGraphQL', () => {
    expect(checkResolverEventLimits({ selectionSetList: ['items', 'items/id', 'nextToken'] })).toEqual([]);
    expect(checkResolverEventLimits({ selectionSetList: ['a/b/c/d/e'] })).toEqual([
      `Query depth 6 exceeds the maximum of ${QUERY_LIMITS.maxDepth}.`,
    ]);
    expect(checkResolverEventLimits({ selectionSetGraphQL: `{ items { ${aliased(6, 'id')} } }` })).toEqual([
      `The field uses 6 aliases; at most ${QUERY_LIMITS.maxAliases} are allowed.`,
    ]);
  });
});

describe('executeGraphQL', () => {
  const store = useTestStore();
  const me = identityFor();

  test('refuses an over-limit request before any resolver runs', async () => {
    const response = await executeGraphQL({ query: `{ ${aliased(50)} }`, identity: me, store: store() });
    expect(response.data).toBeNull();
    expect(response.errors?.map((error) => error.errorType)).toEqual(['ValidationError', 'ValidationError']);
  });

  test('introspection works locally by default and is refused when switched off', async () => {
    const query = '{ __schema { queryType { name } } }';
    await expect(executeGraphQL({ query, identity: me, store: store() })).resolves.toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
    const off = await executeGraphQL({ query, identity: me, store: store(), introspection: false });
    expect(off.data).toBeNull();
    expect(off.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringContaining('introspection has been disabled'),
    });
    // __typename is not introspection of the schema and stays allowed.
    const typename = await executeGraphQL({
      query: '{ __typename }',
      identity: me,
      store: store(),
      introspection: false,
    });
    expect(typename).toEqual({ data: { __typename: 'Query' } });
  });
});
