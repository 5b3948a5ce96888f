/**
 * The unconfirmed sign-ups job against the local identity service (what the local stack runs in place of
 * Cognito's ListUsers and AdminDeleteUser): a sign-up never confirmed goes after 7 days, and nothing else does.
 */
import { createManualClock } from '@/local/clock';
import { LOCAL_USER_POOL_CLIENT_ID as ClientId } from '@/local/identity/pool';
import { SEED_ACCOUNTS } from '@/local/identity/seed';
import { startLocalStack, type LocalStack } from '@/local/server';
import { callCognito } from '@/local/test-support';
import { removeUnconfirmedSignUps, type SignUpPool } from './unconfirmed-sign-ups';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createManualClock(Date.parse('2026-03-01T09:00:00Z'));
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, clock, log: () => {} });
});
afterAll(() => stack.close());

const signUp = (email: string) =>
  callCognito(stack, 'SignUp', {
    ClientId,
    Username: email,
    Password: 'Unc0nfirmed-Pass!',
    UserAttributes: [{ Name: 'given_name', Value: 'Ada' }],
  });
const run = () => removeUnconfirmedSignUps(stack.identity.signUpPool, new Date(clock.now()));

test('a sign-up still unconfirmed after 7 days is deleted, so her details go and her email can join again', async () => {
  expect((await signUp('old@example.com')).status).toBe(200);
  stack.identity.createUser({ email: 'confirmed@example.com', password: 'C0nfirmed-Pass!', status: 'CONFIRMED' });
  clock.advance(6 * DAY_MS);
  expect((await signUp('recent@example.com')).status).toBe(200);

  expect((await signUp('old@example.com')).body.__type).toBe('UsernameExistsException');
  expect(await run()).toEqual({ removed: 0 });
  clock.advance(DAY_MS);
  expect(await run()).toEqual({ removed: 1 });

  expect(stack.identity.findUser('old@example.com')).toBeNull();
  expect(stack.identity.findUser('recent@example.com')).not.toBeNull();
  expect(stack.identity.findUser('confirmed@example.com')).not.toBeNull();
  for (const account of SEED_ACCOUNTS) expect(stack.identity.findUser(account.email)).not.toBeNull();
  expect((await signUp('old@example.com')).status).toBe(200);
});

test('an account confirmed after the list was read is not deleted; one failure does not stop the rest', async () => {
  const deleted: string[] = [];
  const old = new Date(clock.now() - 8 * DAY_MS);
  const pool: SignUpPool = {
    async *unconfirmed() {
      yield* ['confirmed-since', 'fails', 'stale'].map((username) => ({ username, createdAt: old }));
    },
    isUnconfirmed: async (username) => username !== 'confirmed-since',
    deleteUser: async (username) => {
      if (username === 'fails') throw Object.assign(new Error('slow down'), { name: 'TooManyRequestsException' });
      deleted.push(username);
    },
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(await removeUnconfirmedSignUps(pool, new Date(clock.now()))).toEqual({ removed: 1 });
  expect(deleted).toEqual(['stale']);
});
