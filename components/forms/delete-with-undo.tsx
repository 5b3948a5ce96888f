'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { initialFormState, type FormAction } from '@/lib/forms/form-state';
import { useSessionAction } from './use-session-action';

export const DELETE_SESSION_ENDED_MESSAGE =
  'Your session has ended, so nothing was deleted. Sign in again in a new tab, then come back to this page and delete it.';

/** Seconds she has to undo a delete before it is sent. */
const UNDO_SECONDS = 10;

type Stage = 'idle' | 'confirming' | 'waiting';

interface DeleteWithUndoProps<Field extends string> {
  action: FormAction<Field>;
  /** What the action is sent when the wait ends, by input name (the record's id). */
  fields: Record<Field, string>;
  /** The first button: "Delete this check". */
  label: string;
  /** The confirmation, the group's name: "Delete the check of 3 November 2026?" */
  question: string;
  /** What else deleting it does, read after the question rather than as part of its name. */
  detail?: string;
  /** "The check of 3 November 2026": said while the wait runs ("… will be deleted in 7 seconds"). */
  subject: string;
  /** Where she is taken once it is deleted, which says so. */
  afterPath: string;
}

/**
 * Delete asks first, then waits a short while with an Undo button before anything is sent: until then the record
 * is untouched, so undoing is certain. Focus follows each step, so a keyboard or screen reader user is never
 * left on a button that has gone. A failed delete ends the wait and says why, leaving the record as it was; so
 * does a session that has ended by then (one about to expire is renewed first, as her forms do).
 */
export function DeleteWithUndo<Field extends string>({
  action,
  fields,
  label,
  question,
  detail,
  subject,
  afterPath,
}: DeleteWithUndoProps<Field>) {
  const router = useRouter();
  const [stage, setStage] = useState<Stage>('idle');
  const [left, setLeft] = useState(UNDO_SECONDS);
  const { state, send, pending } = useSessionAction(action, initialFormState<Field>());
  const [sessionEnded, setSessionEnded] = useState(false);
  // The answer's version when the wait began: a failure after it ends the wait.
  const [waitingFrom, setWaitingFrom] = useState(0);
  const focusTarget = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const goTo = (next: Stage) => {
    moved.current = true;
    if (next === 'waiting') setWaitingFrom(state.version);
    setSessionEnded(false);
    setLeft(UNDO_SECONDS);
    setStage(next);
  };

  useEffect(() => {
    if (moved.current) focusTarget.current?.focus();
    moved.current = false;
  }, [stage]);

  useEffect(() => {
    if (stage !== 'waiting') return;
    if (left === 0) {
      const form = new FormData();
      for (const [name, value] of Object.entries<string>(fields)) form.set(name, value);
      void send(form).then((readiness) => {
        if (readiness !== 'ended') return;
        // Back to the first button, with focus, and the reason beside it.
        moved.current = true;
        setSessionEnded(true);
        setStage('idle');
      });
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [stage, left, fields, send]);

  useEffect(() => {
    if (state.status === 'saved') router.replace(afterPath);
  }, [state.status, router, afterPath]);

  const ref = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  if (state.status === 'saved') return <p role="status">{state.message}</p>;
  const failed = sessionEnded || (state.status === 'failed' && state.version > waitingFrom);
  if (stage === 'waiting' && !failed) {
    const sending = pending || left === 0;
    return (
      // Focused when the wait begins, so the countdown is read once; it is no live region, or every second would
      // be read out again. Only the change to "Deleting…" is announced (the status below).
      <div ref={ref} tabIndex={-1} className="mt-3 rounded-lg border-l-4 border-amber bg-surface p-4">
        {sending ? null : <p>{`${subject} will be deleted in ${left} ${left === 1 ? 'second' : 'seconds'}.`}</p>}
        <p role="status">{sending ? 'Deleting…' : ''}</p>
        {sending ? null : (
          <button
            type="button"
            onClick={() => goTo('idle')}
            className="mt-2 min-h-11 rounded-md border-2 border-pink px-4 font-semibold text-pink"
          >
            Undo
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="mt-3">
      {failed ? (
        <p role="alert" className="mb-3 font-semibold text-red">
          {sessionEnded ? DELETE_SESSION_ENDED_MESSAGE : state.message}
        </p>
      ) : null}
      {stage === 'confirming' ? (
        <div
          ref={ref}
          tabIndex={-1}
          role="group"
          aria-labelledby="delete-question"
          aria-describedby={detail ? 'delete-detail' : undefined}
          className="rounded-lg border-2 border-red bg-surface p-4"
        >
          <p id="delete-question" className="font-semibold">
            {question}
          </p>
          {detail ? (
            <p id="delete-detail" className="mt-1">
              {detail}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => goTo('waiting')}
              className="min-h-11 rounded-md bg-red px-4 font-semibold text-canvas"
            >
              Yes, delete it
            </button>
            <button
              type="button"
              onClick={() => goTo('idle')}
              className="min-h-11 rounded-md border-2 border-line px-4 font-semibold"
            >
              No, keep it
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={ref}
          type="button"
          onClick={() => goTo('confirming')}
          className="min-h-11 font-semibold text-red underline underline-offset-4"
        >
          {label}
        </button>
      )}
    </div>
  );
}
