/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { checkOutboxKey, queueEntry, type OutboxEntry, type SendResult } from '@/lib/offline/outbox';
import { keepSentNote, sentNotesKey, type SentNote } from '@/lib/offline/sent-notes';
import { SESSION_ENDED_QUEUED_MESSAGE } from './offline-action';
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

const note: SentNote = {
  recordId: 'a',
  message: 'Your check from 1 June 2025 has now been saved. 1 change you noted before wasn’t asked about.',
  link: { href: '/archive/a', text: 'Open your check from 1 June 2025 to see which' },
};

test("a sent entry's note is shown by the page that sent it, and taken off the device", async () => {
  queueEntry(window.localStorage, HER_BOX, entry);
  const send = jest.fn(async (): Promise<SendResult> => ({ outcome: 'sent', note }));
  const { result } = renderHook(() => useOutbox(HER_BOX, 'user-her', send));
  await act(async () => {});
  expect(result.current.notes).toEqual([note]);
  expect(window.localStorage.getItem(sentNotesKey(HER_BOX))).toBeNull();

  act(() => result.current.dismissNote('a'));
  expect(result.current.notes).toEqual([]);
});

test('a note whose send ended after she left the page is shown by the next page, once', async () => {
  keepSentNote(window.localStorage, HER_BOX, note);
  const send = jest.fn(async (): Promise<SendResult> => ({ outcome: 'sent' }));
  const first = renderHook(() => useOutbox(HER_BOX, 'user-her', send));
  await act(async () => {});
  expect(first.result.current.notes).toEqual([note]);
  first.unmount();

  const next = renderHook(() => useOutbox(HER_BOX, 'user-her', send));
  await act(async () => {});
  expect(next.result.current.notes).toEqual([]);
});

test('a send that ends after the page has gone leaves its note on the device', async () => {
  queueEntry(window.localStorage, HER_BOX, entry);
  let answer: (result: SendResult) => void = () => {};
  const send = jest.fn(() => new Promise<SendResult>((resolve) => (answer = resolve)));
  const { unmount } = renderHook(() => useOutbox(HER_BOX, 'user-her', send));
  await act(async () => {});
  unmount();
  await act(async () => answer({ outcome: 'sent', note }));
  expect(JSON.parse(window.localStorage.getItem(sentNotesKey(HER_BOX)) ?? '[]')).toEqual([note]);
});

test('coming back to the tab (from signing in again in another) sends what waits', async () => {
  queueEntry(window.localStorage, HER_BOX, entry);
  const results: SendResult[] = [{ outcome: 'refused', message: SESSION_ENDED_QUEUED_MESSAGE }, { outcome: 'sent' }];
  const send = jest.fn(async (): Promise<SendResult> => results.shift() ?? { outcome: 'sent' });
  const { result } = renderHook(() => useOutbox(HER_BOX, 'user-her', send));
  await act(async () => {});
  expect(result.current.pending).toEqual([expect.objectContaining({ lastError: SESSION_ENDED_QUEUED_MESSAGE })]);

  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(send).toHaveBeenCalledTimes(2);
  expect(result.current.pending).toEqual([]);
  expect(result.current.justSent).toEqual(['a']);
});

test('an entry the server refused (her consent paused, say) is not sent again at every return to the tab', async () => {
  queueEntry(window.localStorage, HER_BOX, entry);
  const paused = 'Your health features are paused, so this was not saved.';
  const send = jest.fn(async (): Promise<SendResult> => ({ outcome: 'refused', message: paused }));
  renderHook(() => useOutbox(HER_BOX, 'user-her', send));
  await act(async () => {});
  expect(send).toHaveBeenCalledTimes(1);

  for (let glance = 0; glance < 3; glance++) {
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }
  expect(send).toHaveBeenCalledTimes(1);
  // The connection coming back (or the page opening again) still tries it.
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(send).toHaveBeenCalledTimes(2);
});
