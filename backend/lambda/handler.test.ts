import { randomUUID } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { Store } from '@/backend/store/store';
import { identityFor, startTestStore } from '@/backend/testing/test-api';

const mockSecrets: Record<string, string> = {};
jest.mock('@aws-sdk/client-secrets-manager', () => ({
  SecretsManagerClient: jest.fn(() => ({
    send: async ({ input }: { input: { SecretId: string } }) => ({ SecretString: mockSecrets[input.SecretId] }),
  })),
  GetSecretValueCommand: jest.fn((input: unknown) => ({ input })),
}));

let store: Store;
let close: () => Promise<void>;
let handler: typeof import('./handler').handler;

beforeAll(async () => {
  let endpoint: string;
  ({ store, close, endpoint } = await startTestStore());
  // The handler makes its store from the environment, as it does on AWS.
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.TABLE_NAME = store.tableName;
  process.env.API_TOKEN_SECRET = 'handler-test-secret-'.padEnd(40, 'y');
  ({ handler } = await import('./handler'));
});
afterAll(() => close());

function event(fieldName: string, parentTypeName: string, args: Record<string, unknown>, identity: unknown) {
  return {
    arguments: args,
    identity,
    info: { fieldName, parentTypeName, variables: {}, selectionSetList: [] },
    source: null,
  };
}

test('resolves an AppSync event through the same resolvers as the local executor', async () => {
  const me = identityFor();
  const id = randomUUID();
  const input = { id, checked: new Date().toISOString().slice(0, 10), aLevel: 5, aMonth: 1 };
  await expect(handler(event('createMood', 'Mutation', { input }, me))).resolves.toMatchObject({
    id,
    uid: me.sub,
    aLevel: 5,
  });
  await expect(handler(event('moodByUid', 'Query', { uid: me.sub }, me))).resolves.toMatchObject({
    items: [{ id }],
    nextToken: null,
  });
});

test('errors carry the AppSync errorType as their name', async () => {
  const me = identityFor();
  const refused = handler(event('moodByUid', 'Query', { uid: randomUUID() }, me));
  await expect(refused).rejects.toMatchObject({
    name: 'Unauthorized',
    message: 'Not Authorized to access moodByUid on type Query',
  });
  await expect(handler(event('moodByUid', 'Query', { uid: me.sub }, null))).rejects.toMatchObject({
    name: 'Unauthorized',
  });
  // AppSync checks scalar formats first; the resolver checks again in case it is reached another way.
  const invalid = handler(
    event('createMood', 'Mutation', { input: { id: randomUUID(), checked: 'yesterday', aLevel: 5, aMonth: 1 } }, me),
  );
  await expect(invalid).rejects.toMatchObject({
    name: 'ValidationError',
    message: expect.stringContaining('input.checked'),
  });
  await expect(handler(event('dropTables', 'Mutation', {}, me))).rejects.toMatchObject({ name: 'BadRequest' });
});

test('refuses a field asked for deeper, or with more aliases, than QUERY_LIMITS allow, before any store work', async () => {
  const me = identityFor();
  const deep = event('moodByUid', 'Query', { uid: me.sub }, me);
  Object.assign(deep.info, { selectionSetList: ['items', 'items/id', 'items/a', 'items/a/b', 'items/a/b/c/d'] });
  await expect(handler(deep)).rejects.toMatchObject({
    name: 'ValidationError',
    message: 'Query depth 6 exceeds the maximum of 5.',
  });

  const aliased = event('moodByUid', 'Query', { uid: me.sub }, me);
  const aliases = Array.from({ length: 6 }, (_, index) => `a${index}: id`).join(' ');
  Object.assign(aliased.info, {
    selectionSetList: ['items', 'items/a0'],
    selectionSetGraphQL: `{ items { ${aliases} } }`,
  });
  await expect(handler(aliased)).rejects.toMatchObject({
    name: 'ValidationError',
    message: expect.stringContaining('6 aliases'),
  });

  const usual = event('moodByUid', 'Query', { uid: me.sub }, me);
  Object.assign(usual.info, {
    selectionSetList: ['items', 'items/id', 'nextToken'],
    selectionSetGraphQL: '{ items { id } nextToken }',
  });
  await expect(handler(usual)).resolves.toMatchObject({ items: expect.any(Array) });
});

test("an erasure given too little of Lambda's time stops, says so, and leaves her able to write", async () => {
  const me = identityFor();
  const input = () => ({ id: randomUUID(), checked: new Date().toISOString().slice(0, 10), aLevel: 5, aMonth: 1 });
  await handler(event('createMood', 'Mutation', { input: input() }, me));
  // Less time left than an erasure keeps back to undo and answer before Lambda stops the function.
  const lambda = { getRemainingTimeInMillis: () => 1_000 };
  await expect(handler(event('deleteMyData', 'Mutation', {}, me), lambda)).rejects.toMatchObject({
    name: 'InternalFailure',
    message: 'Ran out of time before finishing; try again',
  });
  await expect(handler(event('createMood', 'Mutation', { input: input() }, me))).resolves.toMatchObject({
    uid: me.sub,
  });
  await expect(
    handler(event('deleteMyData', 'Mutation', {}, me), { getRemainingTimeInMillis: () => 20_000 }),
  ).resolves.toEqual({ deletedItems: 2, unlinkedCodes: 0 });
});

describe('on Lambda, with the page-token secret in Secrets Manager', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = { ...saved };
  });

  it('signs page tokens with the secret read by API_TOKEN_SECRET_ARN, and follows it when it changes', async () => {
    const arn = (name: string) => `arn:aws:secretsmanager:eu-west-2:000000000000:secret:${name}-AbCdEf`;
    mockSecrets[arn('PageTokenSecret')] = 'page-token-secret-from-secrets-manager'.padEnd(40, 'z');
    mockSecrets[arn('RotatedPageTokenSecret')] = 'a-rotated-page-token-secret'.padEnd(40, 'r');
    Object.assign(process.env, { AWS_LAMBDA_FUNCTION_NAME: 'Resolver', API_TOKEN_SECRET_ARN: arn('PageTokenSecret') });
    delete process.env.API_TOKEN_SECRET;

    const me = identityFor();
    for (const checked of ['2026-01-01', '2026-01-02']) {
      const input = { id: randomUUID(), checked, aLevel: 5, aMonth: 1 };
      await handler(event('createMood', 'Mutation', { input }, me));
    }
    const page = (nextToken?: string) =>
      handler(event('moodByUid', 'Query', { uid: me.sub, limit: 1, nextToken }, me)) as Promise<{
        items: unknown[];
        nextToken: string | null;
      }>;
    const first = await page();
    expect(GetSecretValueCommand).toHaveBeenCalledWith({ SecretId: arn('PageTokenSecret') });
    await expect(page(first.nextToken!)).resolves.toMatchObject({ items: [expect.anything()] });

    process.env.API_TOKEN_SECRET_ARN = arn('RotatedPageTokenSecret');
    await expect(page(first.nextToken!)).rejects.toMatchObject({ name: 'BadRequest' });
  });

  it('answers a secret it cannot read as an internal failure, never with the reason, which names the secret', async () => {
    const missing = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:NotGranted-AbCdEf';
    Object.assign(process.env, { AWS_LAMBDA_FUNCTION_NAME: 'Resolver', API_TOKEN_SECRET_ARN: missing });
    delete process.env.API_TOKEN_SECRET;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const me = identityFor();
    const failure = handler(event('moodByUid', 'Query', { uid: me.sub, limit: 1 }, me));
    await expect(failure).rejects.toMatchObject({ name: 'InternalFailure' });
    await expect(failure).rejects.not.toThrow(/NotGranted/);
  });
});
