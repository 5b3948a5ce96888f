import type { IdentityRead } from '@/lib/auth/current-identity';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
/** Her identity as the identity service answers GetUser for her token (lib/auth/current-identity.ts). */
let identity: IdentityRead = { status: 'read', attributes: {} };
const readCurrentIdentity = jest.fn(async () => identity);
jest.mock('@/lib/auth/current-identity', () => ({ readCurrentIdentity: () => readCurrentIdentity() }));
/** Her User record's healthPaused, read only when her identity cannot be (null: not readable or never set). */
const record = jest.fn(async (): Promise<boolean | null> => false);
jest.mock('./health-paused', () => ({ recordSaysPaused: () => record() }));
const WITHDRAWN = { 'custom:health_version': '2025-06', 'custom:health_withdrawn_at': '2026-03-01T10:00:00.000Z' };

const { checkHealthConsent, HEALTH_OPERATIONS } = require('./health-gate') as typeof import('./health-gate');
const { DataError } = require('./errors') as typeof import('./errors');
const session = { sub: 'user-1', accessToken: 'token' } as never;

const check = (operation: string) => checkHealthConsent(operation, session);
const refusalOf = (operation: string) =>
  check(operation).then(
    () => null,
    (error: unknown) => error,
  );

beforeEach(() => {
  identity = { status: 'read', attributes: {} };
  record.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a health read or write is refused as paused while her consent is withdrawn, and goes ahead otherwise', async () => {
  identity = { status: 'read', attributes: WITHDRAWN };
  const refusal = await refusalOf('StressCheckIns');
  expect(refusal).toBeInstanceOf(DataError);
  expect(refusal).toMatchObject({ kind: 'paused', operation: 'StressCheckIns' });
  identity = { status: 'read', attributes: {} };
  await expect(check('CreateObservation')).resolves.toBeUndefined();
  expect(record).not.toHaveBeenCalled();
});

test('her identity out of reach: her record, which withdrawal writes first, decides; neither readable, nothing goes', async () => {
  identity = { status: 'unreachable' };
  record.mockResolvedValueOnce(true);
  expect(await refusalOf('CreateObservation')).toMatchObject({ kind: 'paused' });
  record.mockResolvedValueOnce(false);
  await expect(check('CreateObservation')).resolves.toBeUndefined();
  // Not readable, or a record from before healthPaused existed: unknown, so a withdrawal is never ignored.
  record.mockResolvedValueOnce(null);
  expect(await refusalOf('CreateObservation')).toMatchObject({
    kind: 'unavailable',
    errorType: 'HealthConsentUnknown',
  });
  record.mockRejectedValueOnce(new Error('timeout'));
  expect(await refusalOf('RecentObservations')).toMatchObject({ kind: 'unavailable' });
});

test('signed out on another device (Cognito refuses her token): her session has ended, nothing health goes', async () => {
  identity = { status: 'ended' };
  expect(await refusalOf('CreateObservation')).toMatchObject({ kind: 'unauthorised' });
  // AppSync would still take the revoked token, so her record is not asked instead.
  expect(record).not.toHaveBeenCalled();
});

test('what she may always do is never asked about: her account, deleting and downloading her data', async () => {
  readCurrentIdentity.mockClear();
  for (const operation of ['UserByUid', 'DeleteStressCheckIn', 'DeleteMyHealthData', 'ExportMyData', 'MyCodes'])
    await check(operation);
  expect(readCurrentIdentity).not.toHaveBeenCalled();
  expect(record).not.toHaveBeenCalled();
});

test('every health operation it names is one the app really sends', async () => {
  const { readFileSync, readdirSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
  const operations = readdirSync('graphql/operations')
    .map((file) => readFileSync(`graphql/operations/${file}`, 'utf8'))
    .join('\n');
  for (const name of HEALTH_OPERATIONS) expect(operations).toMatch(new RegExp(`(query|mutation) ${name}\\b`));
});
