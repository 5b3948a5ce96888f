const hasHealthConsent = jest.fn(async () => true);
jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/health-consent', () => ({ hasHealthConsent: () => hasHealthConsent() }));

const { checkHealthConsent, HEALTH_OPERATIONS } = require('./health-gate') as typeof import('./health-gate');
const { DataError } = require('./errors') as typeof import('./errors');
const session = { sub: 'user-1', accessToken: 'token' } as never;

test('a health read or write is refused as paused while her consent is withdrawn, and goes ahead otherwise', async () => {
  hasHealthConsent.mockResolvedValueOnce(false);
  const refusal = await checkHealthConsent('StressCheckIns', session).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(DataError);
  expect(refusal).toMatchObject({ kind: 'paused', operation: 'StressCheckIns' });
  await expect(checkHealthConsent('CreateObservation', session)).resolves.toBeUndefined();
});

test('what she may always do is never asked about: her account, deleting and downloading her data', async () => {
  hasHealthConsent.mockClear();
  for (const operation of ['UserByUid', 'DeleteStressCheckIn', 'DeleteMyHealthData', 'ExportMyData', 'MyCodes'])
    await checkHealthConsent(operation, session);
  expect(hasHealthConsent).not.toHaveBeenCalled();
});

test('every health operation it names is one the app really sends', async () => {
  const { readFileSync, readdirSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
  const operations = readdirSync('graphql/operations')
    .map((file) => readFileSync(`graphql/operations/${file}`, 'utf8'))
    .join('\n');
  for (const name of HEALTH_OPERATIONS) expect(operations).toMatch(new RegExp(`(query|mutation) ${name}\\b`));
});
