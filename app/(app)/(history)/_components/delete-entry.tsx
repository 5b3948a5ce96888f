'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { ENTRY_ID_FIELD } from '@/lib/forms/check-in-edit';
import { initialFormState, type FormAction } from '@/lib/forms/form-state';
import { DELETED_PARAM } from './paths';

/** Seconds she has to undo a delete before it is sent (as for a self-check in the archive). */
const UNDO_SECONDS = 10;

type Stage = 'idle' | 'confirming' | 'waiting';

interface DeleteEntryProps {
  action: FormAction<typeof ENTRY_ID_FIELD>;
  id: string;
  /** "the stress check-in of 3 November 2026" */
  name: string;
  historyPath: string;
}

/**
 * Delete asks first, then waits a short while with an Undo button before anything is sent: until then the entry
 * is untouched, so undoing is certain. Focus follows each step, so a keyboard or screen reader user is never
 * left on a button that has gone.
 */
export function DeleteEntry({ action, id, name, historyPath }: DeleteEntryProps) {
  const router = useRouter();
  const [stage, setStage] = useState<Stage>('idle');
  const [left, setLeft] = useState(UNDO_SECONDS);
  const [state, dispatch, pending] = useActionState(action, initialFormState());
  // The answer's version when the wait began: a failure after it ends the wait, leaving the entry as it was.
  const [waitingFrom, setWaitingFrom] = useState(0);
  const focusTarget = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const goTo = (next: Stage) => {
    moved.current = true;
    if (next === 'waiting') setWaitingFrom(state.version);
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
      form.set(ENTRY_ID_FIELD, id);
      startTransition(() => dispatch(form));
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [stage, left, id, dispatch]);

  useEffect(() => {
    if (state.status === 'saved') router.replace(`${historyPath}?${DELETED_PARAM}=${id}`);
  }, [state.status, router, historyPath, id]);

  const ref = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  if (state.status === 'saved') return <p role="status">{state.message}</p>;
  const failed = state.status === 'failed' && state.version > waitingFrom;
  if (stage === 'waiting' && !failed) {
    return (
      <div ref={ref} tabIndex={-1} role="status" className="mt-3 rounded-lg border-l-4 border-amber bg-surface p-4">
        <p>{pending || left === 0 ? 'Deleting…' : `${capitalise(name)} will be deleted in ${left} seconds.`}</p>
        {pending || left === 0 ? null : (
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
          {state.message}
        </p>
      ) : null}
      {stage === 'confirming' ? (
        <div
          ref={ref}
          tabIndex={-1}
          role="group"
          aria-labelledby="delete-question"
          className="rounded-lg border-2 border-red bg-surface p-4"
        >
          <p id="delete-question" className="font-semibold">
            Delete {name}? It will no longer be in your history or charts.
          </p>
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
          Delete {name}
        </button>
      )}
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
