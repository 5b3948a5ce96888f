import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { RESOLVER_TIMEOUT_SECONDS } from '@/backend/core/deadline';
import { importCodes, voidCode } from './admin';
import { REQUEST_TIMEOUT_MS } from './request-timeout';

const mutate = jest.fn();
jest.mock('./client', () => ({ getClient: () => ({ mutate }) }));

const refusal = (errorType: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'No code', errorType } as never] });

beforeEach(() => mutate.mockReset());

test('a code that is void already is nothing to void, not a failure; other refusals still fail', async () => {
  mutate.mockRejectedValueOnce(refusal('NotFound'));
  await expect(voidCode('id-1')).resolves.toBeNull();
  mutate.mockRejectedValueOnce(refusal('Unauthorized'));
  await expect(voidCode('id-1')).rejects.toMatchObject({ kind: 'forbidden' });
});

test('an import waits for the resolver’s own answer, longer than an ordinary call', async () => {
  mutate.mockResolvedValueOnce({ data: { importCodes: { offerId: 'zen', committed: true } } });
  await importCodes('zen', 'code\nZEN-0001', true);
  const { timeoutMs } = mutate.mock.calls[0][0].context;
  expect(timeoutMs).toBeGreaterThan(REQUEST_TIMEOUT_MS);
  expect(timeoutMs).toBeGreaterThan(RESOLVER_TIMEOUT_SECONDS * 1000);
});
