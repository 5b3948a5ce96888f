import { buildSchema, execute, GraphQLError, parse, type GraphQLScalarType } from 'graphql';
import { compiledOperation, SERIALIZER_FAILURE } from './compiled-operations';

const schema = buildSchema(`
  scalar Checked
  type Query { good: Checked, refused: Checked, broken: Checked, empty: Checked, count: Int }
`);
(schema.getType('Checked') as GraphQLScalarType).serialize = (value) => {
  if (value === 'refuse') throw new GraphQLError('Invalid Checked: refused');
  if (value === 'break') throw new TypeError('cannot read stored secret 123');
  if (value === 'nothing') return undefined;
  return value;
};
const root = { good: 'fine', refused: 'refuse', broken: 'break', empty: 'nothing', count: 2 };

async function runCompiled(query: string, operationName: string | null = null) {
  const compiled = compiledOperation(schema, parse(query), operationName);
  if (!compiled) throw new Error('not compiled');
  return compiled.run(root, {});
}

// Root fields read the context value here, so that the compiled operation and graphql-js see the same data.
for (const field of Object.values(schema.getQueryType()?.getFields() ?? {}))
  field.resolve = (_source, _args, context: Record<string, unknown>) => context[field.name];

test('an operation is compiled once per document and name, and answers as graphql-js does', async () => {
  const document = parse('query A { good count } query B { count }');
  const a = compiledOperation(schema, document, 'A');
  expect(a?.operation.name?.value).toBe('A');
  expect(compiledOperation(schema, document, 'A')).toBe(a);
  expect(compiledOperation(schema, document, 'B')).not.toBe(a);
  expect(await a?.run(root, {})).toEqual(await execute({ schema, document, operationName: 'A', contextValue: root }));
});

test('an operation graphql-js would refuse to pick is left to graphql-js', () => {
  const document = parse('query A { count } query B { count }');
  expect(compiledOperation(schema, document, 'Missing')).toBeNull();
  expect(compiledOperation(schema, document, null)).toBeNull();
});

test('a scalar refusing a value keeps its message; any other failure is reported without its text', async () => {
  const result = await runCompiled('{ good refused broken empty }');
  expect(result.data).toEqual({ good: 'fine', refused: null, broken: null, empty: null });
  expect(result.errors?.map((error) => [error.path, error.message])).toEqual([
    [['refused'], 'Invalid Checked: refused'],
    [['broken'], SERIALIZER_FAILURE],
    [['empty'], SERIALIZER_FAILURE],
  ]);
});
