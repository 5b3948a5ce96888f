'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useState } from 'react';
import { initialFormState } from '@/lib/forms/form-state';
import { deleteCheckAction } from '../actions';

/** Seconds she has to undo a delete before it is sent. */
const UNDO_SECONDS = 10;

/**
 * Delete asks first, then waits a short while with an Undo button before anything is sent: until then the
 * check is untouched, so undoing is certain.
 */
export function DeleteCheck({ id, dateLabel }: { id: string; dateLabel: string }) {
  const router = useRouter();
  const [stage, setStage] = useState<'idle' | 'confirming' | 'waiting'>('idle');
  const [left, setLeft] = useState(UNDO_SECONDS);
  const [state, dispatch, pending] = useActionState(deleteCheckAction, initialFormState());

  useEffect(() => {
    if (stage !== 'waiting') return;
    if (left === 0) {
      const form = new FormData();
      form.set('id', id);
      startTransition(() => dispatch(form));
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [stage, left, id, dispatch]);

  useEffect(() => {
    if (state.status === 'saved') router.replace('/archive');
  }, [state.status, router]);

  if (state.status === 'saved') return <p role="status">The check has been deleted.</p>;
  if (stage === 'waiting') {
    return (
      <div role="status" className="rounded-lg border-l-4 border-amber bg-surface p-4">
        <p>{pending ? 'Deleting…' : `The check of ${dateLabel} will be deleted in ${left} seconds.`}</p>
        {pending ? null : (
          <button
            type="button"
            onClick={() => (setStage('idle'), setLeft(UNDO_SECONDS))}
            className="mt-2 min-h-11 rounded-md border-2 border-pink px-4 font-semibold text-pink"
          >
            Undo
          </button>
        )}
      </div>
    );
  }
  return (
    <div>
      {state.status === 'failed' ? (
        <p role="alert" className="mb-3 font-semibold text-red">
          {state.message}
        </p>
      ) : null}
      {stage === 'confirming' ? (
        <div role="group" aria-labelledby="delete-question" className="rounded-lg border-2 border-red bg-surface p-4">
          <p id="delete-question" className="font-semibold">
            Delete the check of {dateLabel}? Its findings will no longer be followed from check to check.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => setStage('waiting')}
              className="min-h-11 rounded-md bg-red px-4 font-semibold text-canvas"
            >
              Yes, delete it
            </button>
            <button
              type="button"
              onClick={() => setStage('idle')}
              className="min-h-11 rounded-md border-2 border-line px-4 font-semibold"
            >
              No, keep it
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setStage('confirming')}
          className="min-h-11 font-semibold text-red underline underline-offset-4"
        >
          Delete this check
        </button>
      )}
    </div>
  );
}
