'use server';

import { formAction, InvalidFields } from '@/lib/actions/form-action';
import { AnswersConflict, saveSection } from '@/lib/data/questionnaire';
import type { FormState } from '@/lib/forms/form-state';
import { conflictErrors, questionnaireFormSchema } from '@/lib/forms/risk-questionnaire';

/** After a save the form learns where to go next (`next`): a section's step name, or `results`. */
const save = formAction<typeof questionnaireFormSchema, string, Awaited<ReturnType<typeof saveSection>>>({
  path: '/personal',
  health: true,
  schema: questionnaireFormSchema,
  operation: 'SaveProfileAnswers',
  // The form's record id: a completed submission's result is stored under an id derived from it (no duplicates on retry).
  record: 'create',
  async run(submission, { user, recordId }) {
    try {
      return await saveSection(user, submission, recordId!);
    } catch (error) {
      // Nothing was saved: each problem beside her answer on this section, or linking to the one elsewhere.
      if (error instanceof AnswersConflict) throw new InvalidFields(conflictErrors(submission.section, error.issues));
      throw error;
    }
  },
  saved: (result) => ({
    message: result.next
      ? 'Your answers have been saved.'
      : 'Your answers have been saved and your results worked out.',
    values: { next: result.next ?? 'results' },
  }),
  failures: {
    // Ages that do not fit her date of birth are answered beside the question (AnswersConflict); this is the
    // API or the models refusing the answers or her results, which says nothing about her ages.
    rejected:
      'We couldn’t save these answers or work out your results from them. What you typed is still here: please try again later, and contact us if it keeps happening.',
  },
});

export async function saveQuestionnaireSection(previous: FormState<string>, form: FormData) {
  return save(previous, form);
}
