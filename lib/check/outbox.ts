import { z } from 'zod';
import { readJson, writeJson, type KeyValueStorage } from './storage';

/**
 * Entries saved while offline: kept on her device under her account's id, shown as "not yet sent", and sent
 * when the connection returns. Each keeps the record id chosen when its form opened, so sending twice (two
 * tabs, a retry after a lost reply) still leaves one record on the server. An entry the server refuses stays,
 * with the reason, so nothing she recorded is thrown away.
 */

const entrySchema = z.object({
  recordId: z.string(),
  /** The create input exactly as it will be sent. */
  input: z.record(z.string(), z.unknown()),
  queuedAt: z.string(),
  lastError: z.string().optional(),
});

export type OutboxEntry = z.infer<typeof entrySchema>;

export type SendResult = { outcome: 'sent' } | { outcome: 'offline' } | { outcome: 'refused'; message: string };

export function outboxKey(uid: string): string {
  return `venus:outbox:v1:${uid}`;
}

export function pendingEntries(storage: KeyValueStorage, uid: string): OutboxEntry[] {
  const parsed = z.array(entrySchema).safeParse(readJson(storage, outboxKey(uid)));
  return parsed.success ? parsed.data : [];
}

function writeEntries(storage: KeyValueStorage, uid: string, entries: OutboxEntry[]): boolean {
  return writeJson(storage, outboxKey(uid), entries);
}

/** Adds an entry, replacing an earlier one with the same record id (the same check saved again). */
export function queueEntry(storage: KeyValueStorage, uid: string, entry: Omit<OutboxEntry, 'lastError'>): boolean {
  const others = pendingEntries(storage, uid).filter((existing) => existing.recordId !== entry.recordId);
  return writeEntries(storage, uid, [...others, entry]);
}

export function removeEntry(storage: KeyValueStorage, uid: string, recordId: string): void {
  writeEntries(
    storage,
    uid,
    pendingEntries(storage, uid).filter((entry) => entry.recordId !== recordId),
  );
}

/** Sends each waiting entry in the order it was saved; stops at the first sign that the device is offline. */
export async function flushOutbox(
  storage: KeyValueStorage,
  uid: string,
  send: (entry: OutboxEntry) => Promise<SendResult>,
): Promise<{ sent: string[]; remaining: OutboxEntry[]; offline: boolean }> {
  const sent: string[] = [];
  let offline = false;
  for (const entry of pendingEntries(storage, uid)) {
    const result = await send(entry);
    if (result.outcome === 'offline') {
      offline = true;
      break;
    }
    if (result.outcome === 'sent') {
      removeEntry(storage, uid, entry.recordId);
      sent.push(entry.recordId);
    } else {
      const entries = pendingEntries(storage, uid).map((e) =>
        e.recordId === entry.recordId ? { ...e, lastError: result.message } : e,
      );
      writeEntries(storage, uid, entries);
    }
  }
  return { sent, remaining: pendingEntries(storage, uid), offline };
}
