import { z } from 'zod';
import { keepSentNote, type SentNote } from './sent-notes';
import { readJson, writeJson, type KeyValueStorage } from './storage';

/**
 * Entries saved while offline: kept on her device under her account's id, shown as "not yet sent", and sent
 * when the connection returns. Each keeps the record id chosen when its form opened, so sending twice (two
 * tabs, a retry after a lost reply) still leaves one record on the server. An entry the server refuses stays,
 * with the reason, so nothing she recorded is thrown away. Each feature has its own outbox (its own key), so a
 * page only ever sends entries it knows how to send.
 */

const entrySchema = z.object({
  recordId: z.string(),
  /** Which form the entry came from, when one outbox serves several (the check-ins: stress, mood, the week…). */
  form: z.string().optional(),
  /**
   * The account that queued it (the page's uid), sent with it so the server refuses it if anyone else is signed
   * in by then. Entries queued before this field belong to the account their outbox key names.
   */
  owner: z.string().optional(),
  /** The create input exactly as it will be sent. */
  input: z.record(z.string(), z.unknown()),
  queuedAt: z.string(),
  lastError: z.string().optional(),
});

export type OutboxEntry = z.infer<typeof entrySchema>;

/**
 * A refusal's message stays with the entry; a sent entry's note (see sent-notes) waits until a page shows it.
 * `stored`: the save's answer, when the server kept an earlier try rather than what this send sent, for the page
 * that sent it to show what is stored (a PHQ-4's score); held in memory only, never written to the device.
 */
export type SendResult =
  | { outcome: 'sent'; note?: SentNote; stored?: Record<string, string> }
  | { outcome: 'offline' }
  | { outcome: 'refused'; message: string };

/** The self-check's outbox (its key predates the check-ins' and stays, so nothing queued is stranded). */
export function checkOutboxKey(uid: string): string {
  return `venus:outbox:v1:${uid}`;
}

/** The wellbeing check-ins' and symptom diaries' outbox. */
export function checkInOutboxKey(uid: string): string {
  return `venus:check-in-outbox:v1:${uid}`;
}

export function pendingEntries(storage: KeyValueStorage, box: string): OutboxEntry[] {
  const parsed = z.array(entrySchema).safeParse(readJson(storage, box));
  return parsed.success ? parsed.data : [];
}

function writeEntries(storage: KeyValueStorage, box: string, entries: OutboxEntry[]): boolean {
  return writeJson(storage, box, entries);
}

/** Adds an entry, replacing an earlier one with the same record id (the same record saved again). */
export function queueEntry(storage: KeyValueStorage, box: string, entry: Omit<OutboxEntry, 'lastError'>): boolean {
  const others = pendingEntries(storage, box).filter((existing) => existing.recordId !== entry.recordId);
  return writeEntries(storage, box, [...others, entry]);
}

export function removeEntry(storage: KeyValueStorage, box: string, recordId: string): void {
  writeEntries(
    storage,
    box,
    pendingEntries(storage, box).filter((entry) => entry.recordId !== recordId),
  );
}

export interface FlushOptions {
  /**
   * Stop at an entry the server refuses, too, so none saved after it lands before it: a self-check answers
   * about what the checks before it recorded, and the server keeps only answers about findings it already has.
   */
  inOrder?: boolean;
}

/**
 * Sends each waiting entry of `owner` (the uid the page was rendered for), in the order it was saved, with her
 * uid as its owner; stops at the first sign that the device is offline, and `inOrder` at the first refusal. An
 * entry another account queued is never sent from her page: it stays where it is. `notes` are the notes of the
 * entries sent this time, which are also kept on the device until a page takes them (takeSentNotes); `stored`
 * the sends' `stored` answers, by record id.
 */
export async function flushOutbox(
  storage: KeyValueStorage,
  box: string,
  owner: string,
  send: (entry: OutboxEntry & { owner: string }) => Promise<SendResult>,
  { inOrder = false }: FlushOptions = {},
): Promise<{
  sent: string[];
  remaining: OutboxEntry[];
  offline: boolean;
  notes: SentNote[];
  stored: Record<string, Record<string, string>>;
}> {
  const sent: string[] = [];
  const notes: SentNote[] = [];
  const stored: Record<string, Record<string, string>> = {};
  let offline = false;
  for (const entry of pendingEntries(storage, box)) {
    if ((entry.owner ?? owner) !== owner) continue;
    const result = await send({ ...entry, owner });
    if (result.outcome === 'offline') {
      offline = true;
      break;
    }
    if (result.outcome === 'sent') {
      removeEntry(storage, box, entry.recordId);
      sent.push(entry.recordId);
      if (result.stored) stored[entry.recordId] = result.stored;
      if (result.note) {
        keepSentNote(storage, box, result.note);
        notes.push(result.note);
      }
    } else {
      const entries = pendingEntries(storage, box).map((e) =>
        e.recordId === entry.recordId ? { ...e, lastError: result.message } : e,
      );
      writeEntries(storage, box, entries);
      if (inOrder) break;
    }
  }
  return { sent, remaining: pendingEntries(storage, box), offline, notes, stored };
}
