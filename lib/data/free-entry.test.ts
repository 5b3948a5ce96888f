/**
 * The no-account prize-draw route end to end against the local stack: the site server signs in as its
 * PrizeDrawService account and the API records the entry, once per email, answering the same either way.
 */
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { getItem } from '@/backend/store/records';
import { entryKey } from '@/backend/store/prize-draw/current-draw';
import { LOCAL_PRIZE_DRAW_SERVICE, LOCAL_USER_POOL_CLIENT_ID } from '@/lib/local-stack';
import { startLocalStack, type LocalStack } from '@/local/server';

let stack: LocalStack;
const settings: Record<string, unknown> = {
  auth: { userPoolEndpoint: '', userPoolClientId: LOCAL_USER_POOL_CLIENT_ID, region: 'eu-west-2' },
  graphqlUrl: '',
  prizeDrawService: { username: LOCAL_PRIZE_DRAW_SERVICE.username },
};
jest.mock('@/lib/config', () => ({
  config: settings,
  PRIZE_DRAW_SERVICE_PASSWORD: jest.requireActual('@/lib/config').PRIZE_DRAW_SERVICE_PASSWORD,
}));
const mockSecrets: Record<string, string> = {};
jest.mock('@aws-sdk/client-secrets-manager', () => ({
  SecretsManagerClient: jest.fn(() => ({
    send: async ({ input }: { input: { SecretId: string } }) => ({ SecretString: mockSecrets[input.SecretId] }),
  })),
  GetSecretValueCommand: jest.fn((input: unknown) => ({ input })),
}));

let freeEntry: typeof import('./free-entry');

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, api: { seedDemo: false }, log: () => {} });
  (settings.auth as { userPoolEndpoint: string }).userPoolEndpoint = `${stack.url}/identity`;
  settings.graphqlUrl = `${stack.url}/graphql`;
  // Required once the stack's address is known: the module's API client reads it when it is made.
  freeEntry = require('./free-entry') as typeof import('./free-entry');
}, 60_000);
afterAll(() => stack.close());

const storedEntry = (email: string) => getItem(stack.api!.store, entryKey(email));

// First: the module keeps the service's token once it has signed in.
test('on AWS the server signs in with the password it reads from Secrets Manager, never from its environment', async () => {
  const arn = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:Prefix/PrizeDrawServicePassword-AbCdEf';
  mockSecrets[arn] = LOCAL_PRIZE_DRAW_SERVICE.password;
  process.env.PRIZE_DRAW_SERVICE_PASSWORD_ARN = arn;
  try {
    await freeEntry.enterPrizeDrawWithoutAccount({ name: 'Bea Visitor', email: 'bea.visitor@example.com' });
  } finally {
    delete process.env.PRIZE_DRAW_SERVICE_PASSWORD_ARN;
  }
  expect(GetSecretValueCommand).toHaveBeenCalledWith({ SecretId: arn });
  expect(await storedEntry('bea.visitor@example.com')).toMatchObject({ name: 'Bea Visitor' });
}, 30_000);

test('a visitor is entered with her name and email, and a second entry with that email changes nothing', async () => {
  await freeEntry.enterPrizeDrawWithoutAccount({ name: 'Ada Visitor', email: 'ada.visitor@example.com' });
  expect(await storedEntry('ada.visitor@example.com')).toMatchObject({
    name: 'Ada Visitor',
    email: 'ada.visitor@example.com',
  });
  expect((await storedEntry('ada.visitor@example.com'))?.uid).toBeUndefined();

  await expect(
    freeEntry.enterPrizeDrawWithoutAccount({ name: 'Someone Else', email: 'ADA.visitor@example.com' }),
  ).resolves.toBeUndefined();
  expect((await storedEntry('ada.visitor@example.com'))?.name).toBe('Ada Visitor');
}, 30_000);

test('after 5 attempts with one email in a day the API refuses more, as rejected input', async () => {
  const email = 'many.tries@example.com';
  for (let attempt = 0; attempt < 5; attempt += 1)
    await freeEntry.enterPrizeDrawWithoutAccount({ name: 'Many Tries', email });
  await expect(freeEntry.enterPrizeDrawWithoutAccount({ name: 'Many Tries', email })).rejects.toMatchObject({
    kind: 'rejected',
  });
}, 30_000);
