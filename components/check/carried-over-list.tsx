'use client';

import type { ReactNode } from 'react';
import { FieldError, fieldMessageIds } from '@/components/forms/field-messages';
import { fieldId, type CheckErrors } from '@/lib/check/finalise';
import { STILL_THERE_NOTE } from '@/lib/check/gp-advice';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { CARRY_OVER_ANSWERS, CARRY_OVER_LABELS, type CarryOverAnswer } from '@/lib/diary/finding-terms';

export type { CarriedItem } from '@/lib/diary/carry-over';

/**
 * Each open finding from earlier checks, asking whether it is still there, changed or gone, or that she did
 * not check it today. The first radio carries the question's id, so an error summary can link to it; `changed`
 * shows what she can say about a finding she answered Changed. An error about them all (more than a check can
 * record) sits above the list, where the summary links to it. A finding still there (or changed) brings the same
 * GP advice as a new one, said again at once rather than after some wait: it fills a live region that is there
 * from the start (one added with its text is often not read out) and describes the question, so it is heard
 * with the answers too.
 */
export function CarriedOverList({
  items,
  answers,
  onAnswer,
  errors = {},
  changed,
}: {
  items: readonly CarriedItem[];
  answers: Readonly<Record<string, CarryOverAnswer>>;
  onAnswer(id: string, answer: CarryOverAnswer): void;
  errors?: CheckErrors;
  changed?(item: CarriedItem): ReactNode;
}) {
  const countError = errors[fieldId.carriedCount];
  return (
    <>
      {countError ? (
        <p id={fieldId.carriedCount} tabIndex={-1} className="mb-4 max-w-2xl font-semibold text-red">
          <span className="sr-only">Error: </span>
          {countError}
        </p>
      ) : null}
      <ul className="space-y-4">
        {items.map((item) => {
          const answer = answers[item.id];
          // Only what she found today can bring the GP advice: an answer of "didn't check" says nothing either way.
          const flagged = answer === 'STILL_THERE' || answer === 'CHANGED';
          const id = fieldId.carried(item);
          const error = errors[id];
          const adviceId = `${id}-gp-advice`;
          const { errorId, describedBy } = fieldMessageIds(id, { error, extra: flagged ? adviceId : undefined });
          return (
            <li key={item.id} className="rounded-lg border border-line bg-surface p-4">
              <fieldset aria-describedby={describedBy}>
                <legend className="font-semibold">{item.label}: is it still there?</legend>
                <FieldError id={errorId}>{error}</FieldError>
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
                  {CARRY_OVER_ANSWERS.map((choice, i) => (
                    <label key={choice} className="flex min-h-11 items-center gap-2">
                      <input
                        id={i === 0 ? id : undefined}
                        type="radio"
                        name={`carried-${item.id}`}
                        value={choice}
                        checked={answer === choice}
                        onChange={() => onAnswer(item.id, choice)}
                        className="size-5 accent-pink"
                      />
                      {CARRY_OVER_LABELS[choice]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div id={adviceId} role="status" className="empty:hidden">
                {flagged ? (
                  <p className="mt-3 rounded-md border-l-4 border-amber bg-surface-raised p-3 font-semibold">
                    {STILL_THERE_NOTE}
                  </p>
                ) : null}
              </div>
              {answer === 'CHANGED' && changed ? changed(item) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
