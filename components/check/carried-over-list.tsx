'use client';

import type { ReactNode } from 'react';
import { FieldError } from '@/components/forms/field-messages';
import { fieldId, type CheckErrors } from '@/lib/check/finalise';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { CARRY_OVER_ANSWERS, STATUS_LABELS, type CarryOverAnswer } from '@/lib/diary/finding-terms';

export type { CarriedItem } from '@/lib/diary/carry-over';

/**
 * Each open finding from earlier checks, asking whether it is still there, changed or gone. The first radio
 * carries the question's id, so an error summary can link to it; `changed` shows what she can say about a
 * finding she answered Changed.
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
  return (
    <ul className="space-y-4">
      {items.map((item) => {
        const answer = answers[item.id];
        const flagged = item.flaggedIfStillThere && answer !== undefined && answer !== 'GONE';
        const id = fieldId.carried(item);
        const error = errors[id];
        return (
          <li key={item.id} className="rounded-lg border border-line bg-surface p-4">
            <fieldset aria-describedby={error ? `${id}-error` : undefined}>
              <legend className="font-semibold">{item.label}: is it still there?</legend>
              <FieldError id={`${id}-error`}>{error}</FieldError>
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
                    {STATUS_LABELS[choice].charAt(0).toUpperCase() + STATUS_LABELS[choice].slice(1)}
                  </label>
                ))}
              </div>
            </fieldset>
            {flagged ? (
              <p role="status" className="mt-3 rounded-md border-l-4 border-amber bg-surface-raised p-3 font-semibold">
                This has been there for a full cycle. Please book an appointment with your GP.
              </p>
            ) : null}
            {answer === 'CHANGED' && changed ? changed(item) : null}
          </li>
        );
      })}
    </ul>
  );
}
