'use client';

import { FieldError } from '@/components/forms/field-messages';
import { fieldId } from '@/lib/check/finalise';
import {
  cycleDay,
  NO_PERIOD_LABELS,
  NO_PERIOD_REASONS,
  type CycleContext,
  type NoPeriodReason,
} from '@/lib/diary/cycle';
import { isCalendarDate } from '@/lib/diary/dates';

interface CycleFieldsProps {
  cycle: CycleContext;
  /** The day of the check: the cycle day shown is the one on that day. */
  day: string;
  error?: string;
  onChange(cycle: CycleContext): void;
}

/** Her cycle context for a saved check. The form's hidden fields carry the values, so these have no names. */
export function CycleFields({ cycle, day, error, onChange }: CycleFieldsProps) {
  const periodStart = cycle.kind === 'period' ? cycle.periodStart : '';
  const reason = cycle.kind === 'no-periods' ? cycle.reason : '';
  const dayOfCycle =
    periodStart && isCalendarDate(periodStart) && periodStart <= day ? cycleDay(periodStart, day) : null;
  const errorId = `${fieldId.periodStart}-error`;
  return (
    <fieldset className="mt-8 max-w-2xl rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">Your cycle at the time (optional)</legend>
      <label htmlFor={fieldId.periodStart} className="block font-semibold">
        First day of your last period before the check
      </label>
      <FieldError id={errorId}>{error}</FieldError>
      <input
        id={fieldId.periodStart}
        type="date"
        value={periodStart}
        max={day}
        onChange={(event) =>
          onChange(event.target.value ? { kind: 'period', periodStart: event.target.value } : { kind: 'not-given' })
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 min-h-11 rounded-md border-2 border-line bg-surface px-2"
      />
      {dayOfCycle ? (
        <p className="mt-1 text-sm text-ink-muted">That makes the check day {dayOfCycle} of your cycle.</p>
      ) : null}
      <label htmlFor="edit-no-periods" className="mt-4 block font-semibold">
        Or, if you didn’t have periods
      </label>
      <select
        id="edit-no-periods"
        value={reason}
        onChange={(event) =>
          onChange(
            event.target.value
              ? { kind: 'no-periods', reason: event.target.value as NoPeriodReason }
              : { kind: 'not-given' },
          )
        }
        className="mt-1 min-h-11 w-full rounded-md border-2 border-line bg-surface px-2"
      >
        <option value="">I had periods, or I’d rather not say</option>
        {NO_PERIOD_REASONS.map((value) => (
          <option key={value} value={value}>
            {NO_PERIOD_LABELS[value]}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
