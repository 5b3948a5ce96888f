'use client';

import Link from 'next/link';
import type { SentNote } from '@/lib/offline/sent-notes';

interface SentNotesProps {
  notes: readonly SentNote[];
  onDismiss(recordId: string): void;
}

/**
 * What her outbox's sends left her to read, each until she hides it. Its button goes with it, so focus moves
 * to the start of the page's content (the layout's <main>, focusable for the skip link), never to <body>.
 */
export function SentNotes({ notes, onDismiss }: SentNotesProps) {
  return notes.map((note) => {
    const textId = `sent-note-${note.recordId}`;
    return (
      <div
        key={note.recordId}
        className="mb-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3"
        data-testid="sent-note"
      >
        <p id={textId}>
          {note.message}{' '}
          {note.link ? (
            <Link href={note.link.href} className="font-semibold underline underline-offset-4">
              {note.link.text}
            </Link>
          ) : null}
        </p>
        <button
          type="button"
          aria-describedby={textId}
          onClick={() => {
            document.getElementById('main')?.focus();
            onDismiss(note.recordId);
          }}
          className="mt-2 min-h-11 font-semibold underline underline-offset-4"
        >
          Hide this message
        </button>
      </div>
    );
  });
}
