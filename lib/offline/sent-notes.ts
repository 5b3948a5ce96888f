import { z } from 'zod';
import { readJson, removeKey, writeJson, type KeyValueStorage } from './storage';

/**
 * What she should hear about an entry her outbox sent for her: what the server did with it that she would not
 * expect (a queued check or check-in saved as she first sent it, an earlier try of it having landed; a queued
 * check saved with earlier findings recorded as not checked, or answers about them it could not match). The send may finish after she has left the page, so each note waits on the device, under its outbox's
 * key, until a page has shown it once. A note holds a short message and a link by record id, never what the
 * entry recorded.
 */

const noteSchema = z.object({
  recordId: z.string(),
  message: z.string(),
  link: z.object({ href: z.string(), text: z.string() }).optional(),
});

export type SentNote = z.infer<typeof noteSchema>;

export function sentNotesKey(box: string): string {
  return `${box}:sent-notes`;
}

function storedNotes(storage: KeyValueStorage, box: string): SentNote[] {
  const parsed = z.array(noteSchema).safeParse(readJson(storage, sentNotesKey(box)));
  return parsed.success ? parsed.data : [];
}

/** Adds or replaces (the same record sent again) the note about `note.recordId`, in the order they were sent. */
export function withNote(notes: readonly SentNote[], note: SentNote): SentNote[] {
  return [...notes.filter((kept) => kept.recordId !== note.recordId), note];
}

export function keepSentNote(storage: KeyValueStorage, box: string, note: SentNote): void {
  writeJson(storage, sentNotesKey(box), withNote(storedNotes(storage, box), note));
}

/** The notes waiting to be shown, removed from the device as they are handed over: each is shown once. */
export function takeSentNotes(storage: KeyValueStorage, box: string): SentNote[] {
  const notes = storedNotes(storage, box);
  if (notes.length) removeKey(storage, sentNotesKey(box));
  return notes;
}
