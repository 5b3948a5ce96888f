'use server';

import { revalidatePath } from 'next/cache';
import { formAction } from '@/lib/actions/form-action';
import { saveGpQuestions } from '@/lib/data/users';
import { accountRevisionInput, expectedUpdatedAt } from '@/lib/forms/account-revision';
import type { FormState } from '@/lib/forms/form-state';
import { GP_QUESTIONS_MAX, gpQuestionsSchema, type GpQuestionsField } from '@/lib/forms/gp-questions';

const QUESTIONS_CONFLICT =
  'Your questions were not saved: your account was changed in another window or on another device after this page was opened, and saving these could undo that change. What you typed is still here. Copy anything you want to keep, reload the page to see your saved questions, then add yours again.';

const save = formAction<typeof gpQuestionsSchema, GpQuestionsField, Awaited<ReturnType<typeof saveGpQuestions>>>({
  path: '/report',
  // Her questions are health information: not recorded while she has withdrawn her consent.
  health: true,
  schema: gpQuestionsSchema,
  // The box carries the revision it was rendered from: a tab left open must not replace questions saved since.
  record: 'update',
  operation: 'UpdateAccountUser',
  // Line breaks arrive as two characters each; the schema counts them as one.
  fieldLimits: { questions: GP_QUESTIONS_MAX * 2 },
  run: async ({ questions }, { revision }) => {
    const saved = await saveGpQuestions(questions || null, expectedUpdatedAt(revision!));
    // The report above the box reads her record by key, so the new questions show at once.
    revalidatePath('/report');
    return saved;
  },
  // With the record's new revision, so a second save from this box is not a conflict with its own first one.
  saved: (user) => ({
    message: user.gpQuestions ? 'Your questions are saved and added to your report.' : 'Your questions are cleared.',
    values: { questions: user.gpQuestions ?? '', ...accountRevisionInput(user.revision) },
  }),
  failures: { conflict: QUESTIONS_CONFLICT },
});

export async function saveQuestions(
  previous: FormState<GpQuestionsField>,
  form: FormData,
): Promise<FormState<GpQuestionsField>> {
  return save(previous, form);
}
