import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { recordKey, typeDate } from '@/backend/store/keys';
import { identityFor, useTestStore } from '@/backend/testing/test-api';
import { compiledOperation } from './compiled-operations';
import { MAX_CACHED_QUERY_CHARS } from './document-cache';
import { executeGraphQL } from './execute-graphql';

// The real compiler, watched: to see which requests were run compiled.
jest.mock('./compiled-operations', () => {
  const actual = jest.requireActual<typeof import('./compiled-operations')>('./compiled-operations');
  return { ...actual, compiledOperation: jest.fn(actual.compiledOperation) };
});

/**
 * A cached document runs as a graphql-jit compiled operation; a text too long to cache runs through
 * graphql-js. Each request is sent both ways (the second padded past the cache's limit with a comment), and
 * the answers must be the same: data, null propagation, and errors with their types, paths and locations.
 */
const store = useTestStore();
const NOW = new Date('2026-11-20T12:00:00Z');
const uncached = (query: string) => `${query}\n#${' '.repeat(MAX_CACHED_QUERY_CHARS)}`;

const LIST = `query List($uid: ID!, $limit: Int, $nextToken: String) {
  observationByUid(uid: $uid, limit: $limit, nextToken: $nextToken) { items { id checked cMonth score bLeft { id } } nextToken }
}
query Other { __typename }`;
const CREATE = `mutation Create($a: CreateObservationInput!, $b: CreateObservationInput!) {
  first: createObservation(input: $a) { id checked }
  second: createObservation(input: $b) { id checked }
}`;

function member() {
  const identity = identityFor();
  const request = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
    executeGraphQL({ query, variables, operationName, identity, store: store(), now: () => NOW });
  /** The same request through the compiled operation and through graphql-js: both answers. */
  const bothWays = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
    Promise.all([request(query, variables, operationName), request(uncached(query), variables, operationName)]);
  return { identity, request, bothWays };
}

const observation = (checked: string) => ({ id: randomUUID(), checked, cMonth: 11, cDuration: 5, score: 3 });

test('a list answers the same compiled and through graphql-js, and the compiled one is used again', async () => {
  const { identity, request, bothWays } = member();
  const created = await request(
    CREATE,
    { a: observation('2026-11-01T08:00:00Z'), b: observation('2026-11-02T08:00:00Z') },
    'Create',
  );
  expect(created.errors).toBeUndefined();
  expect(created.data).toEqual({
    first: { id: expect.any(String), checked: '2026-11-01T08:00:00.000Z' },
    second: { id: expect.any(String), checked: '2026-11-02T08:00:00.000Z' },
  });

  const [compiled, graphqlJs] = await bothWays(LIST, { uid: identity.sub, limit: 1 }, 'List');
  expect(compiled).toEqual(graphqlJs);
  expect(compiled.data?.observationByUid).toEqual({
    items: [{ id: expect.any(String), checked: '2026-11-02T08:00:00.000Z', cMonth: 11, score: 3, bLeft: [] }],
    nextToken: expect.any(String),
  });
  const compile = jest.mocked(compiledOperation);
  compile.mockClear();
  const [again] = await bothWays(LIST, { uid: identity.sub, limit: 1 }, 'List');
  expect(again).toEqual(compiled);
  // Only the cached text is run compiled.
  expect(compile).toHaveBeenCalledTimes(1);
  expect(compile.mock.results[0]?.value).toEqual(expect.objectContaining({ run: expect.any(Function) }));
});

test('a stored value the scalar refuses is an error at its path, and the null goes up the same way', async () => {
  const { identity, bothWays } = member();
  const id = randomUUID();
  await store().doc.send(
    new PutCommand({
      TableName: store().tableName,
      Item: {
        ...recordKey('Observation', id),
        typeDate: typeDate('Observation', '2026-02-30', id),
        id,
        itemType: 'Observation',
        uid: identity.sub,
        checked: '2026-02-30T08:00:00Z',
        cMonth: 2,
      },
    }),
  );
  const [compiled, graphqlJs] = await bothWays(LIST, { uid: identity.sub }, 'List');
  expect(compiled).toEqual(graphqlJs);
  expect(compiled).toEqual({
    data: null,
    errors: [
      {
        message: 'Invalid AWSDateTime: expected a date and time YYYY-MM-DDThh:mm:ss.sssZ',
        errorType: 'ValidationError',
        data: null,
        errorInfo: null,
        path: ['observationByUid', 'items', 0, 'checked'],
        locations: [{ line: 2, column: (LIST.split('\n')[1] ?? '').indexOf('checked') + 1 }],
      },
    ],
  });
});

test('a resolver’s refusal keeps its errorType, path and location', async () => {
  const { bothWays } = member();
  const [compiled, graphqlJs] = await bothWays(LIST, { uid: randomUUID() }, 'List');
  expect(compiled).toEqual(graphqlJs);
  expect(compiled.data).toBeNull();
  expect(compiled.errors).toEqual([
    expect.objectContaining({
      errorType: 'Unauthorized',
      path: ['observationByUid'],
      locations: [{ line: 2, column: 3 }],
    }),
  ]);
});

test.each([
  ['a variable of the wrong type', LIST, { limit: 'ten' }, 'List'],
  ['a missing required variable', LIST, { uid: undefined }, 'List'],
  ['a bad value inside an input object', CREATE, { a: { cMonth: 'November' } }, 'Create'],
  ['an operation name the document lacks', LIST, {}, 'Missing'],
  ['no operation name for a document with two', LIST, {}, undefined],
])('%s is refused in graphql-js’s words either way', async (_label, query, change, operationName) => {
  const { identity, bothWays } = member();
  const good = { uid: identity.sub, a: observation('2026-11-01T08:00:00Z'), b: observation('2026-11-02T08:00:00Z') };
  const variables = { ...good, ...change, a: { ...good.a, ...(change as { a?: object }).a } };
  const [compiled, graphqlJs] = await bothWays(query, variables, operationName);
  expect(compiled).toEqual(graphqlJs);
  expect(compiled.data).toBeNull();
  expect(compiled.errors?.length).toBeGreaterThan(0);
});

test('introspection and __typename answer the same compiled', async () => {
  const { bothWays } = member();
  const [compiled, graphqlJs] = await bothWays(
    '{ __typename __type(name: "Observation") { name fields { name type { kind name ofType { name } } } } }',
  );
  expect(compiled).toEqual(graphqlJs);
  expect(compiled.data?.__type).toEqual(expect.objectContaining({ name: 'Observation' }));
});
