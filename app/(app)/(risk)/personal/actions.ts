'use server';

import { formAction } from '@/lib/actions/form-action';
import { saveSection } from '@/lib/data/questionnaire';
import type { FormState } from '@/lib/forms/form-state';
import { questionnaireFormSchema } from '@/lib/forms/risk-questionnaire';

/** After a save the form learns where to go next (`next`): a section's step name, or `results`. */
const save = formAction<typeof questionnaireFormSchema, string, Awaited<ReturnType<typeof saveSection>>>({
  path: '/personal',
  health: true,
  schema: questionnaireFormSchema,
  operation: 'SaveProfileAnswers',
  // The form's record id: a completed submission's result is stored under an id derived from it (no duplicates on retry).
  record: 'create',
  run: (submission, { user, recordId }) => saveSection(user, submission, recordId!),
  saved: (result) => ({
    message: result.next
      ? 'Your answers have been saved.'
      : 'Your answers have been saved and your results worked out.',
    values: { next: result.next ?? 'results' },
  }),
  failures: {
    rejected:
      'Some of your answers do not fit together, for example an age after your current age. Check your earlier sections, then save again.',
  },
});

export async function saveQuestionnaireSection(previous: FormState<string>, form: FormData) {
  return save(previous, form);
}
