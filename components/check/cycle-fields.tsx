'use client';

import { FieldError } from '@/components/forms/field-messages';
import { cycleDayOnCheck, fieldId } from '@/lib/check/finalise';
import { NO_PERIOD_LABELS, NO_PERIOD_REASONS, type CycleContext, type NoPeriodReason } from '@/lib/diary/cycle';

const WORDING = {
  today: {
    legend: 'Your cycle (optional)',
    periodStart: 'First day of your last period',
    cycleDay: (day: number) => `Today is day ${day} of your cycle.`,
    noPeriods: 'Or, if you don’t have periods',
    hasPeriods: 'I have periods, or I’d rather not say',
  },
  saved: {
    legend: 'Your cycle at the time (optional)',
    periodStart: 'First day of your last period before the check',
    cycleDay: (day: number) => `That makes the check day ${day} of your cycle.`,
    noPeriods: 'Or, if you didn’t have periods',
    hasPeriods: 'I had periods, or I’d rather not say',
  },
} as const;

interface CycleFieldsProps {
  cycle: CycleContext;
  /** The day of the check: the cycle day shown is the one on that day, and no period start may be after it. */
  day: string;
  /** A check being done today, or one saved earlier (worded in the past). */
  check: keyof typeof WORDING;
  error?: string;
  onChange(cycle: CycleContext): void;
}

/**
 * Her cycle context on the day of a check: the first day of her last period, or why she has none. The fields
 * have no names: the check and the edit form send these values from their own state.
 */
export function CycleFields({ cycle, day, check, error, onChange }: CycleFieldsProps) {
  const words = WORDING[check];
  const periodStart = cycle.kind === 'period' ? cycle.periodStart : '';
  const reason = cycle.kind === 'no-periods' ? cycle.reason : '';
  const dayOfCycle = cycleDayOnCheck(cycle, day);
  const errorId = `${fieldId.periodStart}-error`;
  return (
    <fieldset className="mt-8 max-w-2xl rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{words.legend}</legend>
      <label htmlFor={fieldId.periodStart} className="block font-semibold">
        {words.periodStart}
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
      {dayOfCycle ? <p className="mt-1 text-sm text-ink-muted">{words.cycleDay(dayOfCycle)}</p> : null}
      <label htmlFor="check-no-periods" className="mt-4 block font-semibold">
        {words.noPeriods}
      </label>
      <select
        id="check-no-periods"
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
        <option value="">{words.hasPeriods}</option>
        {NO_PERIOD_REASONS.map((value) => (
          <option key={value} value={value}>
            {NO_PERIOD_LABELS[value]}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
