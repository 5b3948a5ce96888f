import { AGE_LIMITS } from '@/lib/validation/limits';
import { isDateOfBirth } from '@/lib/validation/rules';
import { z } from 'zod';
import { familyMemberSchema, PERSONAL_HISTORY } from '../answers-schema';
import { GENES } from '../genes';
import { UK_ETHNICITY_IDS } from './ethnicity';
import { heightSchema, weightSchema } from './measurements';

/**
 * The questionnaire's answers document, one zod schema per section (one topic a screen). The document is what
 * saveProfileAnswers stores; toRiskAnswers turns a complete one into lib/risk's riskAnswersSchema input.
 * Client-safe: no server or framework imports.
 */

/** Written into every document and into Profile.option, so a later questionnaire can read older answers. */
export const QUESTIONNAIRE_VERSION = 'Q1';

const UNKNOWN = z.literal('unknown');
const dontKnow = (what: string) => ({ error: `Enter ${what}, or choose "I don't know"` });
const ageOrUnknown = (what: string, max: number) =>
  z.union([z.number().min(5, `Check ${what}`).max(max, `Check ${what}`), UNKNOWN], dontKnow(what));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const dateOfBirthSchema = z
  .string({ error: 'Enter your date of birth' })
  .regex(ISO_DATE, 'Enter your date of birth as day, month and year')
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'Enter a real date of birth', abort: true },
  )
  .refine((value) => value >= '1900-01-01', { error: 'Check the year of your date of birth', abort: true })
  // The data API refuses the same (her Profile's dob): said here, on the field, rather than as a failed save.
  .refine(
    (value) => isDateOfBirth(value, new Date()),
    `Your date of birth must make you between ${AGE_LIMITS.min} and ${AGE_LIMITS.max} years old`,
  );

export const aboutYouSchema = z.object({
  dob: dateOfBirthSchema,
  ethnicity: z.enum(UK_ETHNICITY_IDS, { error: 'Choose the group that best describes you, or "Prefer not to say"' }),
  /** Absent when she chose not to give them: no BMI is shown then. */
  body: z.object({ weight: weightSchema, height: heightSchema }).optional(),
});

export const periodsSchema = z
  .object({
    menarcheAge: ageOrUnknown('your age at your first period', 30),
    children: z.enum(['yes', 'no', 'unknown'], { error: 'Choose whether you have given birth' }),
    firstBirthAge: ageOrUnknown('your age when your first child was born', 60).optional(),
    menopause: z.enum(['no', 'yes', 'unknown'], { error: 'Choose whether you have been through the menopause' }),
    menopauseAge: ageOrUnknown('your age at the menopause', 70).optional(),
    hrt: z.enum(['never', 'past', 'current', 'unknown'], { error: 'Choose whether you have taken HRT' }),
  })
  .superRefine((a, ctx) => {
    if (a.children === 'yes' && a.firstBirthAge === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['firstBirthAge'],
        message: `Enter your age when your first child was born, or choose "I don't know"`,
      });
    }
    if (typeof a.menarcheAge === 'number' && typeof a.firstBirthAge === 'number' && a.firstBirthAge < a.menarcheAge) {
      ctx.addIssue({
        code: 'custom',
        path: ['firstBirthAge'],
        message: 'Your first child’s birth cannot be before your first period',
      });
    }
  });

export const breastHistorySchema = z
  .object({
    personalHistory: z.array(z.enum(PERSONAL_HISTORY)),
    biopsies: z.union(
      [z.number().int('Enter a whole number').min(0).max(30, 'Check the number of biopsies'), UNKNOWN],
      dontKnow('the number of biopsies'),
    ),
    /** Asked only after a biopsy. */
    atypicalHyperplasia: z.enum(['no', 'yes', 'unknown']).optional(),
    /** Variants found by a genetic test on her own blood or saliva. */
    ownVariants: z.array(z.enum(GENES)),
  })
  .superRefine((a, ctx) => {
    const hadBiopsy = typeof a.biopsies === 'number' && a.biopsies > 0;
    if (hadBiopsy && a.atypicalHyperplasia === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['atypicalHyperplasia'],
        message: `Choose whether a biopsy found atypical hyperplasia, or "I don't know"`,
      });
    }
    if (!hadBiopsy && a.atypicalHyperplasia === 'yes') {
      ctx.addIssue({
        code: 'custom',
        path: ['atypicalHyperplasia'],
        message: 'Atypical hyperplasia is found by a biopsy: check the number of biopsies',
      });
    }
  });

export const familySchema = z.object({
  /** Blood relatives who have had cancer; an empty list means none that she knows of. */
  relatives: z.array(familyMemberSchema).max(40, 'Add at most 40 relatives'),
  /** Variants found by a genetic test in a blood relative. */
  familyVariants: z.array(z.enum(GENES)),
  /** Sides she cannot know about, e.g. when adopted. */
  unknownSides: z.array(z.enum(['maternal', 'paternal'])),
});

export const lifestyleSchema = z.object({
  alcoholUnitsPerWeek: z.union(
    [z.number().min(0).max(300, 'Check the number of units'), UNKNOWN],
    dontKnow('units a week'),
  ),
  activeMinutesPerWeek: z.union(
    [z.number().min(0).max(5000, 'Check the minutes'), UNKNOWN],
    dontKnow('minutes a week'),
  ),
  smoking: z.enum(['never', 'former', 'current', 'prefer-not-to-say'], { error: 'Choose whether you smoke' }),
});

export const SECTION_SCHEMAS = {
  aboutYou: aboutYouSchema,
  periods: periodsSchema,
  breastHistory: breastHistorySchema,
  family: familySchema,
  lifestyle: lifestyleSchema,
} as const;

export type SectionId = keyof typeof SECTION_SCHEMAS;
export const SECTION_IDS = Object.keys(SECTION_SCHEMAS) as SectionId[];

const documentMeta = {
  version: z.literal(QUESTIONNAIRE_VERSION),
  /** When she started, ISO 8601; becomes Profile.started. */
  started: z.iso.datetime({ offset: true }).optional(),
};

/** A document saved after each section: sections she has not reached are absent. */
export const questionnaireDraftSchema = z.object({
  ...documentMeta,
  aboutYou: aboutYouSchema.optional(),
  periods: periodsSchema.optional(),
  breastHistory: breastHistorySchema.optional(),
  family: familySchema.optional(),
  lifestyle: lifestyleSchema.optional(),
});

/** Every section answered: what the server computes a Profile from. */
export const questionnaireSchema = z.object({ ...documentMeta, ...SECTION_SCHEMAS });

export type AboutYouAnswers = z.infer<typeof aboutYouSchema>;
export type PeriodsAnswers = z.infer<typeof periodsSchema>;
export type BreastHistoryAnswers = z.infer<typeof breastHistorySchema>;
export type FamilyAnswers = z.infer<typeof familySchema>;
export type LifestyleAnswers = z.infer<typeof lifestyleSchema>;
export type QuestionnaireDraft = z.infer<typeof questionnaireDraftSchema>;
export type QuestionnaireAnswers = z.infer<typeof questionnaireSchema>;
export type QuestionnaireAnswersInput = z.input<typeof questionnaireSchema>;

/** The first section not yet answered, where a returning woman continues; null when all are done. */
export function nextSection(draft: QuestionnaireDraft): SectionId | null {
  return SECTION_IDS.find((id) => draft[id] === undefined) ?? null;
}
