/** @jest-environment jsdom */
import {
  checkInOutboxKey,
  checkOutboxKey,
  flushOutbox,
  pendingEntries,
  queueEntry,
  type OutboxEntry,
  type SendResult,
} from './outbox';
import { takeSentNotes } from './sent-notes';

const HER_BOX = checkOutboxKey('user-her');
const storage = () => window.localStorage;

beforeEach(() => window.localStorage.clear());

function entry(recordId: string, score = 0) {
  return { recordId, input: { id: recordId, score }, queuedAt: '2025-06-15T09:00:00.000Z' };
}

test("an entry saved offline waits on the device, once per record id, in its own account's outbox", () => {
  queueEntry(storage(), HER_BOX, entry('a'));
  queueEntry(storage(), HER_BOX, entry('b'));
  queueEntry(storage(), HER_BOX, entry('a', 4));
  expect(pendingEntries(storage(), HER_BOX).map((e) => [e.recordId, e.input.score])).toEqual([
    ['b', 0],
    ['a', 4],
  ]);
  expect(pendingEntries(storage(), checkOutboxKey('user-other'))).toEqual([]);
  expect(pendingEntries(storage(), checkInOutboxKey('user-her'))).toEqual([]);
});

test('when the connection returns, entries are sent in order and removed once sent', async () => {
  queueEntry(storage(), HER_BOX, entry('a'));
  queueEntry(storage(), HER_BOX, entry('b'));
  const sent: string[] = [];
  const result = await flushOutbox(storage(), HER_BOX, 'user-her', async (e: OutboxEntry): Promise<SendResult> => {
    sent.push(e.recordId);
    return { outcome: 'sent' };
  });
  expect(sent).toEqual(['a', 'b']);
  expect(result).toEqual({ sent: ['a', 'b'], remaining: [], offline: false, notes: [], stored: {} });
  expect(window.localStorage.getItem(HER_BOX)).toBe('[]');
});

test('still offline: sending stops and everything stays', async () => {
  queueEntry(storage(), HER_BOX, entry('a'));
  queueEntry(storage(), HER_BOX, entry('b'));
  const send = jest.fn(async (): Promise<SendResult> => ({ outcome: 'offline' }));
  const result = await flushOutbox(storage(), HER_BOX, 'user-her', send);
  expect(send).toHaveBeenCalledTimes(1);
  expect(result.remaining.map((e) => e.recordId)).toEqual(['a', 'b']);
  expect(result.offline).toBe(true);
});

test('an entry the server refuses stays with the reason; the others are still sent', async () => {
  queueEntry(storage(), HER_BOX, entry('a'));
  queueEntry(storage(), HER_BOX, entry('b'));
  const result = await flushOutbox(storage(), HER_BOX, 'user-her', async (e: OutboxEntry): Promise<SendResult> =>
    e.recordId === 'a'
      ? { outcome: 'refused', message: 'The date of the check cannot be in the future.' }
      : { outcome: 'sent' },
  );
  expect(result.sent).toEqual(['b']);
  expect(result.remaining).toEqual([{ ...entry('a'), lastError: 'The date of the check cannot be in the future.' }]);
});

test('only her own entries are sent from her page, each with her uid as its owner', async () => {
  queueEntry(storage(), HER_BOX, { ...entry('mine'), owner: 'user-her' });
  queueEntry(storage(), HER_BOX, { ...entry('theirs'), owner: 'user-other' });
  queueEntry(storage(), HER_BOX, entry('older')); // queued before entries named their owner: the key's account
  const send = jest.fn(async (_entry: OutboxEntry): Promise<SendResult> => ({ outcome: 'sent' }));
  const result = await flushOutbox(storage(), HER_BOX, 'user-her', send);
  expect(send.mock.calls.map(([e]) => [e.recordId, e.owner])).toEqual([
    ['mine', 'user-her'],
    ['older', 'user-her'],
  ]);
  expect(result.remaining).toEqual([{ ...entry('theirs'), owner: 'user-other' }]);
});

test('in order (the self-checks), nothing saved after a refused entry is sent before it', async () => {
  queueEntry(storage(), HER_BOX, entry('first'));
  queueEntry(storage(), HER_BOX, entry('second'));
  const send = jest.fn(async (_entry: OutboxEntry): Promise<SendResult> => ({
    outcome: 'refused',
    message: 'Something went wrong.',
  }));
  const result = await flushOutbox(storage(), HER_BOX, 'user-her', send, { inOrder: true });
  expect(send.mock.calls.map(([e]) => e.recordId)).toEqual(['first']);
  expect(result.sent).toEqual([]);
  expect(result.remaining).toEqual([{ ...entry('first'), lastError: 'Something went wrong.' }, entry('second')]);
});

test("a sent entry's note waits on the device, without the entry's input, until a page takes it, once", async () => {
  queueEntry(storage(), HER_BOX, entry('a'));
  queueEntry(storage(), HER_BOX, entry('b'));
  const note = {
    recordId: 'a',
    message: 'Saved, with 1 earlier change not checked.',
    link: { href: '/archive/a', text: 'Open it' },
  };
  const result = await flushOutbox(storage(), HER_BOX, 'user-her', async (e: OutboxEntry): Promise<SendResult> =>
    e.recordId === 'a' ? { outcome: 'sent', note } : { outcome: 'sent' },
  );
  expect(result.notes).toEqual([note]);
  expect(pendingEntries(storage(), HER_BOX)).toEqual([]);
  expect(takeSentNotes(storage(), HER_BOX)).toEqual([note]);
  expect(takeSentNotes(storage(), HER_BOX)).toEqual([]);
  expect(takeSentNotes(storage(), checkOutboxKey('user-other'))).toEqual([]);
});

test('what the server kept instead of a sent entry is handed to the page by record id, and never written to the device', async () => {
  queueEntry(storage(), HER_BOX, entry('a'));
  const stored = { 'phq4-result-answers': '1,1,0,0' };
  const result = await flushOutbox(storage(), HER_BOX, 'user-her', async (): Promise<SendResult> => ({
    outcome: 'sent',
    stored,
  }));
  expect(result.stored).toEqual({ a: stored });
  for (let index = 0; index < window.localStorage.length; index += 1)
    expect(window.localStorage.getItem(window.localStorage.key(index)!)).not.toContain('1,1,0,0');
});
