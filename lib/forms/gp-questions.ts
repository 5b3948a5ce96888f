import { z } from 'zod';
import { text } from '@/lib/validation/fields';
import { TEXT_LIMITS } from '@/lib/validation/limits';

/** The report's "what I want to ask": one box, one question a line, the User record's limit. */
export const GP_QUESTIONS_MAX = TEXT_LIMITS.gpQuestions;

/** Browsers send a box's line breaks as CRLF: counted as one character each, as the box's own counter does. */
export const gpQuestionsSchema = z.object({
  questions: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(
      text(GP_QUESTIONS_MAX, {
        tooLong: `Your questions must be ${GP_QUESTIONS_MAX} characters or fewer`,
        controlCharacters: 'Your questions must not contain special characters',
        multiline: true,
      }),
    ),
});

export const GP_QUESTIONS_FIELDS = ['questions'] as const;
export type GpQuestionsField = (typeof GP_QUESTIONS_FIELDS)[number];

/** Her questions as the report lists them: one a line, blank lines left out. */
export function questionLines(questions: string | null | undefined): string[] {
  return (questions ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
