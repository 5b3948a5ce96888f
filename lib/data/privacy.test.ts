import { deleteMyData, deleteMyHealthData } from './privacy';
import { ERASURE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './request-timeout';

const mutate = jest.fn();
jest.mock('./client', () => ({ WITH_ID_TOKEN: { sendIdToken: true }, getClient: () => ({ mutate }) }));

test('both erasures wait for the erasure’s own answer, longer than an ordinary call', async () => {
  mutate.mockResolvedValueOnce({ data: { deleteMyData: { deletedItems: 3, unlinkedCodes: 1 } } });
  mutate.mockResolvedValueOnce({ data: { deleteMyHealthData: { deletedItems: 2 } } });

  await expect(deleteMyData()).resolves.toEqual({ deletedItems: 3, unlinkedCodes: 1 });
  await expect(deleteMyHealthData()).resolves.toBe(2);
  const [account, health] = mutate.mock.calls.map(([options]) => options.context);
  expect(account).toEqual({ sendIdToken: true, timeoutMs: ERASURE_TIMEOUT_MS });
  expect(health).toEqual({ timeoutMs: ERASURE_TIMEOUT_MS });
  expect(ERASURE_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
});
