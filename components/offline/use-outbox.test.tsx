/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { checkOutboxKey, queueEntry, type OutboxEntry, type SendResult } from '@/lib/offline/outbox';
import { useOutbox } from './use-outbox';

const HER_BOX = checkOutboxKey('user-her');
const entry: Omit<OutboxEntry, 'lastError'> = {
  recordId: 'a',
  input: { checked: '2025-06-01' },
  queuedAt: '2025-06-01T10:00:00.000Z',
};

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('when the first send after "online" cannot get through yet, it tries again a moment later', async () => {
  queueEntry(window.localStorage, HER_BOX, entry);
  const results: SendResult['outcome'][] = ['offline', 'sent'];
  const send = jest.fn(async (): Promise<SendResult> => ({ outcome: results.shift() ?? 'sent' }) as SendResult);
  const { result } = renderHook(() => useOutbox(HER_BOX, 'user-her', send));
  await act(async () => {});
  expect(send).toHaveBeenCalledTimes(1);
  expect(result.current.pending).toHaveLength(1);

  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(send).toHaveBeenCalledTimes(2);
  expect(result.current.pending).toEqual([]);
  expect(result.current.justSent).toEqual(['a']);
  // What was sent stays readable for the page (a PHQ-4's result), though it is gone from the device.
  expect(result.current.sentEntries).toEqual([expect.objectContaining({ recordId: 'a', input: entry.input })]);
});
