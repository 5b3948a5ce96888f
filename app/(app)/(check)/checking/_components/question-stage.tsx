'use client';

import { FieldError } from '@/components/forms/field-messages';
import type { CheckDraft } from '@/lib/check/check-draft';
import { cycleDayOnCheck, fieldId, type CheckErrors } from '@/lib/check/finalise';
import { NO_PERIOD_LABELS, NO_PERIOD_REASONS, type NoPeriodReason } from '@/lib/diary/cycle';
import { StageHeading } from './stage-heading';

interface QuestionStageProps {
  draft: CheckDraft;
  errors: CheckErrors;
  pending: boolean;
  onChange(change: Partial<CheckDraft>): void;
  onNoChange(): void;
  onYes(): void;
  onBack(): void;
}

/** "Did you notice anything different from usual?" No saves at once; her cycle can be added first, if she likes. */
export function QuestionStage({ draft, errors, pending, onChange, onNoChange, onYes, onBack }: QuestionStageProps) {
  const periodStart = draft.cycle.kind === 'period' ? draft.cycle.periodStart : '';
  const reason = draft.cycle.kind === 'no-periods' ? draft.cycle.reason : '';
  const day = cycleDayOnCheck(draft, new Date());
  const periodError = errors[fieldId.periodStart];

  return (
    <section aria-labelledby="check-question">
      <StageHeading id="check-question">Did you notice anything different from usual?</StageHeading>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Compare with how your breasts usually look and feel. Breasts change through the month, so think about what is
        normal for you.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onNoChange}
          aria-disabled={pending || undefined}
          className="min-h-12 rounded-md bg-pink px-6 font-semibold text-on-pink aria-disabled:opacity-70"
        >
          {pending ? 'Saving your check…' : 'No, save my check'}
        </button>
        <button
          type="button"
          onClick={onYes}
          className="min-h-12 rounded-md border-2 border-pink px-6 font-semibold text-pink"
        >
          Yes, record what I noticed
        </button>
      </div>
      <fieldset className="mt-8 max-w-2xl rounded-lg border border-line p-4">
        <legend className="px-1 text-lg font-semibold">Your cycle (optional)</legend>
        <label htmlFor={fieldId.periodStart} className="block font-semibold">
          First day of your last period
        </label>
        <FieldError id={`${fieldId.periodStart}-error`}>{periodError}</FieldError>
        <input
          id={fieldId.periodStart}
          type="date"
          value={periodStart}
          onChange={(event) =>
            onChange({
              cycle: event.target.value ? { kind: 'period', periodStart: event.target.value } : { kind: 'not-given' },
            })
          }
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? `${fieldId.periodStart}-error` : undefined}
          className="mt-1 min-h-11 rounded-md border-2 border-line bg-surface px-2"
        />
        {day ? <p className="mt-1 text-sm text-ink-muted">Today is day {day} of your cycle.</p> : null}
        <label htmlFor="check-no-periods" className="mt-4 block font-semibold">
          Or, if you don’t have periods
        </label>
        <select
          id="check-no-periods"
          value={reason}
          onChange={(event) =>
            onChange({
              cycle: event.target.value
                ? { kind: 'no-periods', reason: event.target.value as NoPeriodReason }
                : { kind: 'not-given' },
            })
          }
          className="mt-1 min-h-11 w-full rounded-md border-2 border-line bg-surface px-2"
        >
          <option value="">I have periods, or I’d rather not say</option>
          {NO_PERIOD_REASONS.map((value) => (
            <option key={value} value={value}>
              {NO_PERIOD_LABELS[value]}
            </option>
          ))}
        </select>
      </fieldset>
      <button type="button" onClick={onBack} className="mt-6 min-h-11 font-semibold underline underline-offset-4">
        Back to the steps
      </button>
    </section>
  );
}
