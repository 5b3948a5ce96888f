'use client';

import { CycleFields } from '@/components/check/cycle-fields';
import type { CheckDraft } from '@/lib/check/check-draft';
import { fieldId, type CheckErrors } from '@/lib/check/finalise';
import { londonDate } from '@/lib/reminders/local-date';
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

/** "Did you notice anything different from usual?" Her cycle first, if she likes, then the answers (No saves at once). */
export function QuestionStage({ draft, errors, pending, onChange, onNoChange, onYes, onBack }: QuestionStageProps) {
  return (
    <section aria-labelledby="check-question">
      <StageHeading id="check-question">Did you notice anything different from usual?</StageHeading>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Compare with how your breasts usually look and feel. Breasts change through the month, so think about what is
        normal for you.
      </p>
      {/* Before the answers, as "No" saves at once: her period start drives /cycle, cycle-timed reminders and pain. */}
      <CycleFields
        cycle={draft.cycle}
        day={londonDate(new Date())}
        check="today"
        error={errors[fieldId.periodStart]}
        onChange={(cycle) => onChange({ cycle })}
      />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
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
      <button type="button" onClick={onBack} className="mt-6 min-h-11 font-semibold underline underline-offset-4">
        Back to the steps
      </button>
    </section>
  );
}
