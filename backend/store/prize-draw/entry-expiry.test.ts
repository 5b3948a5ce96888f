import type { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Item } from '../keys';
import type { Store } from '../store';
import { EXPIRY_CONCURRENCY, expireEntries } from './entry-expiry';
import { entriesExpireAt } from './retention';

const DRAWN_AT = '2026-12-16T10:00:00.000Z';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const entry = (n: number, expiresAt = 0): Item => ({ pk: `ENTRY#${n}`, sk: 'PrizeDrawEntry', expiresAt });

/**
 * A table that answers each write after `wait(key, written)` settles, counting the writes in flight at once.
 * `written` is the list of keys written so far, so a write can be held until the others are done.
 */
function slowStore(wait: (pk: string, written: readonly string[]) => Promise<unknown>) {
  const written: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const send = async (command: UpdateCommand) => {
    const pk = String(command.input.Key?.pk);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await wait(pk, written);
    inFlight -= 1;
    written.push(pk);
    return {};
  };
  const store = { tableName: 'T', doc: { send } } as unknown as Store;
  return { store, written, mostInFlight: () => mostInFlight };
}

test('writes in parallel up to the limit, a slow write holding up none of the others', async () => {
  const entries = Array.from({ length: EXPIRY_CONCURRENCY * 3 }, (_, n) => entry(n));
  // The slow write answers once every other entry is written, or after 2 s: a pool gets there in a few
  // milliseconds even on a loaded machine, while lockstep rounds would sit out the 2 s and write it before the rest.
  const othersWritten = async (written: readonly string[]) => {
    const giveUpAt = Date.now() + 2000;
    while (written.length < entries.length - 1 && Date.now() < giveUpAt) await pause(5);
  };
  const table = slowStore((pk, written) => (pk === 'ENTRY#0' ? othersWritten(written) : pause(1)));
  expect(await expireEntries(table.store, entries, DRAWN_AT)).toBe(0);
  expect(table.mostInFlight()).toBe(EXPIRY_CONCURRENCY);
  expect(table.written).toHaveLength(entries.length);
  // Lockstep rounds would wait for the slow one before starting the rest; a pool writes them all meanwhile.
  expect(table.written.at(-1)).toBe('ENTRY#0');
});

test('skips entries that already have the time, and stops starting writes when told, saying how many are left', async () => {
  const done = entriesExpireAt(DRAWN_AT);
  const entries = [entry(1, done), entry(2), entry(3), entry(4, done), entry(5)];
  const table = slowStore(() => pause(1));
  let allowed = 2;
  const left = await expireEntries(table.store, entries, DRAWN_AT, () => (allowed -= 1) < 0);
  expect(table.written).toEqual(['ENTRY#2', 'ENTRY#3']);
  expect(left).toBe(1);
  // Run again on the entries as they now read: only the one left is written.
  const reread = [entry(1, done), entry(2, done), entry(3, done), entry(4, done), entry(5)];
  expect(await expireEntries(table.store, reread, DRAWN_AT)).toBe(0);
  expect(table.written).toEqual(['ENTRY#2', 'ENTRY#3', 'ENTRY#5']);
});
