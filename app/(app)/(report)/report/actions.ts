'use server';

import { revalidatePath } from 'next/cache';
import { formAction } from '@/lib/actions/form-action';
import { saveGpQuestions } from '@/lib/data/users';
import { expectedInput } from '@/lib/forms/account-expected';
import type { FormState } from '@/lib/forms/form-state';
import { GP_QUESTIONS_MAX, gpQuestionsSchema, type GpQuestionsField } from '@/lib/forms/gp-questions';
import { EXPECTED_FIELD } from '@/lib/forms/record';

const QUESTIONS_CONFLICT =
  'Your questions were not saved: your account was changed in another window or on another device after this page was opened, and saving these could undo that change. What you typed is still here. Copy anything you want to keep, reload the page to see your saved questions, then add yours again.';

const save = formAction<typeof gpQuestionsSchema, GpQuestionsField, Awaited<ReturnType<typeof saveGpQuestions>>>({
  path: '/report',
  // Her questions are health information: not recorded while she has withdrawn her consent.
  health: true,
  schema: gpQuestionsSchema,
  // The box carries the questions it was filled with: a tab left open must not replace questions saved since.
  record: 'expected',
  operation: 'UpdateAccountUser',
  // Line breaks arrive as two characters each; the schema counts them as one. The questions read, as JSON, may
  // double each line break and quote mark as well.
  fieldLimits: { questions: GP_QUESTIONS_MAX * 2, [EXPECTED_FIELD]: GP_QUESTIONS_MAX * 2 + 50 },
  run: async ({ questions }, { expected }) => {
    const saved = await saveGpQuestions(questions || null, expected!);
    // The report above the box reads her record by key, so the new questions show at once.
    revalidatePath('/report');
    return saved;
  },
  // With the questions as now stored, so a second save from this box is not a conflict with its own first one.
  saved: (user) => ({
    message: user.gpQuestions ? 'Your questions are saved and added to your report.' : 'Your questions are cleared.',
    values: { questions: user.gpQuestions ?? '', ...expectedInput('questions', user.read) },
  }),
  failures: { conflict: QUESTIONS_CONFLICT },
});

export async function saveQuestions(
  previous: FormState<GpQuestionsField>,
  form: FormData,
): Promise<FormState<GpQuestionsField>> {
  return save(previous, form);
}
