'use client';

import type { CarriedItem } from '@/lib/diary/carry-over';
import { CARRY_OVER_ANSWERS, STATUS_LABELS, type CarryOverAnswer } from '@/lib/diary/finding-terms';

export type { CarriedItem } from '@/lib/diary/carry-over';

/** Each open finding from earlier checks, asking whether it is still there, changed or gone. */
export function CarriedOverList({
  items,
  answers,
  onAnswer,
}: {
  items: readonly CarriedItem[];
  answers: Readonly<Record<string, CarryOverAnswer>>;
  onAnswer(id: string, answer: CarryOverAnswer): void;
}) {
  return (
    <ul className="space-y-4">
      {items.map((item) => {
        const answer = answers[item.id];
        const flagged = item.flaggedIfStillThere && answer !== undefined && answer !== 'GONE';
        return (
          <li key={item.id} className="rounded-lg border border-line bg-surface p-4">
            <fieldset>
              <legend className="font-semibold">{item.label}: is it still there?</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
                {CARRY_OVER_ANSWERS.map((choice) => (
                  <label key={choice} className="flex min-h-11 items-center gap-2">
                    <input
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
          </li>
        );
      })}
    </ul>
  );
}
