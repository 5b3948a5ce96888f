'use server';

import { revalidatePath } from 'next/cache';
import { formAction } from '@/lib/actions/form-action';
import { saveGpQuestions } from '@/lib/data/users';
import type { FormState } from '@/lib/forms/form-state';
import { GP_QUESTIONS_MAX, gpQuestionsSchema, type GpQuestionsField } from '@/lib/forms/gp-questions';

const save = formAction<typeof gpQuestionsSchema, GpQuestionsField, Awaited<ReturnType<typeof saveGpQuestions>>>({
  path: '/report',
  // Her questions are health information: not recorded while she has withdrawn her consent.
  health: true,
  schema: gpQuestionsSchema,
  operation: 'UpdateAccountUser',
  // Line breaks arrive as two characters each; the schema counts them as one.
  fieldLimits: { questions: GP_QUESTIONS_MAX * 2 },
  run: async ({ questions }) => {
    const saved = await saveGpQuestions(questions || null);
    // The report above the box reads her record by key, so the new questions show at once.
    revalidatePath('/report');
    return saved;
  },
  saved: (user) => ({
    message: user.gpQuestions ? 'Your questions are saved and added to your report.' : 'Your questions are cleared.',
    values: { questions: user.gpQuestions ?? '' },
  }),
});

export async function saveQuestions(
  previous: FormState<GpQuestionsField>,
  form: FormData,
): Promise<FormState<GpQuestionsField>> {
  return save(previous, form);
}
