'use client';

import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { useFormAction } from '@/components/forms/use-form-action';
import type { FormState } from '@/lib/forms/form-state';
import { EXPECTED_FIELD } from '@/lib/forms/record';
import {
  GP_QUESTIONS_FIELDS,
  GP_QUESTIONS_MAX,
  gpQuestionsSchema,
  type GpQuestionsField,
} from '@/lib/forms/gp-questions';
import { saveQuestions } from '../actions';

/** What she wants to ask her GP: kept on her account, so it is there when she comes back to the report. */
export function QuestionsForm({ initial }: { initial: FormState<GpQuestionsField> }) {
  const form = useFormAction({
    action: saveQuestions,
    initial,
    schema: gpQuestionsSchema,
    fields: GP_QUESTIONS_FIELDS,
    idPrefix: 'questions',
  });
  const { statusRef } = form;
  return (
    <section aria-labelledby="questions-heading" className="mb-8 max-w-2xl" data-print-hide>
      <h2 id="questions-heading" className="mb-2 text-2xl font-bold">
        Questions for your GP
      </h2>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="questions-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      <form key={form.state.version} {...form.formProps}>
        {/* The questions this box was filled with, as stored: a save from another window since is a conflict. */}
        <input type="hidden" name={EXPECTED_FIELD} value={form.state.values[EXPECTED_FIELD] ?? ''} />
        <TextAreaField
          {...form.field('questions')}
          label="What I want to ask (optional)"
          hint={`One question a line, up to ${GP_QUESTIONS_MAX} characters. They go at the end of your report.`}
          rows={5}
          maxLength={GP_QUESTIONS_MAX}
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Save my questions
        </SubmitButton>
      </form>
    </section>
  );
}
