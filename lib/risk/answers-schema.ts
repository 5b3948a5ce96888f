import { z } from 'zod';
import { BCRAT_RACES } from './bcrat/race-groups';
import { BCRAT_MAX_AGE, BCRAT_MIN_AGE } from './bcrat/validate';
import { memberSex, RELATION_NAMES, relationNeedsSide } from './family';
import { GENES } from './genes';
import { UK_ETHNICITY_IDS } from './questionnaire/ethnicity';

const UNKNOWN = z.literal('unknown');

const ageAtEvent = (what: string, max: number) =>
  z
    .number({ error: `Enter ${what} in years` })
    .positive(`Enter ${what} in years`)
    .max(max, `Check ${what}`);

const countOrUnknown = (what: string) =>
  z.union([z.number().int().min(0), UNKNOWN], { error: `Enter the number of ${what}, or choose "I don't know"` });

export const PERSONAL_HISTORY = ['breast-cancer', 'dcis', 'lcis', 'chest-radiotherapy-before-30'] as const;
export type PersonalHistory = (typeof PERSONAL_HISTORY)[number];

const breastPathologySchema = z.object({
  grade: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  er: z.enum(['positive', 'negative']).optional(),
  her2Amplified: z.boolean().optional(),
  tripleNegative: z.boolean().optional(),
  dcis: z.boolean().optional(),
  lobular: z.boolean().optional(),
});

const relativeCancerSchema = z.object({
  site: z.enum(['breast', 'ovarian', 'pancreatic', 'prostate'], { error: 'Choose the type of cancer' }),
  ageAtDiagnosis: z.union([ageAtEvent('their age at diagnosis', 120), UNKNOWN], {
    error: `Enter their age at diagnosis, or choose "I don't know"`,
  }),
  breastPathology: breastPathologySchema.optional(),
  ovarianPathology: z.enum(['high-grade-serous', 'mucinous-germ-cell-or-borderline', 'other']).optional(),
});

/** One relative with the cancers she or he has had; the questionnaire's family section reuses it. */
export const familyMemberSchema = z
  .object({
    relation: z.enum(RELATION_NAMES, { error: 'Choose how they are related to you' }),
    side: z.enum(['maternal', 'paternal']).optional(),
    cancers: z.array(relativeCancerSchema).min(1, 'Add at least one cancer for this relative'),
  })
  .superRefine((member, ctx) => {
    if (relationNeedsSide(member.relation) && !member.side) {
      ctx.addIssue({
        code: 'custom',
        path: ['side'],
        message: "Choose whether they are on your mother's or father's side",
      });
    }
    const sex = memberSex(member);
    member.cancers.forEach((cancer, i) => {
      if ((cancer.site === 'ovarian' && sex === 'male') || (cancer.site === 'prostate' && sex === 'female')) {
        ctx.addIssue({
          code: 'custom',
          path: ['cancers', i, 'site'],
          message: `A ${member.relation} cannot have ${cancer.site} cancer`,
        });
      }
    });
  });

const bodySchema = z.object({
  weightStones: z.number().min(0).max(60),
  weightPounds: z.number().min(0).lt(14, 'Pounds must be below 14'),
  heightFeet: z.number().int().min(3).max(8),
  heightInches: z.number().min(0).lt(12, 'Inches must be below 12'),
});

/** The risk questionnaire's answers; the form and buildProfile share this one schema. */
export const riskAnswersSchema = z
  .object({
    age: z
      .number({ error: 'Enter your age' })
      .min(BCRAT_MIN_AGE, `This check is for women aged ${BCRAT_MIN_AGE} or over`)
      .lt(BCRAT_MAX_AGE, `This check is for women under ${BCRAT_MAX_AGE}`),
    race: z.enum(BCRAT_RACES, { error: 'Choose the group that best describes you' }),
    /** Her UK ethnic group as she gave it: decides the BMI cut-offs (standard ones when absent). */
    ethnicity: z.enum(UK_ETHNICITY_IDS).optional(),
    menarcheAge: z.union([ageAtEvent('your age at your first period', BCRAT_MAX_AGE), UNKNOWN], {
      error: `Enter your age at your first period, or choose "I don't know"`,
    }),
    firstBirthAge: z.union(
      [ageAtEvent('your age when your first child was born', BCRAT_MAX_AGE), z.literal('nulliparous'), UNKNOWN],
      {
        error: `Enter your age when your first child was born, choose "No children" or "I don't know"`,
      },
    ),
    biopsies: countOrUnknown('breast biopsies you have had'),
    atypicalHyperplasia: z.enum(['no', 'yes', 'unknown']),
    personalHistory: z.array(z.enum(PERSONAL_HISTORY)).default([]),
    ownVariants: z.array(z.enum(GENES)).default([]),
    familyVariants: z.array(z.enum(GENES)).default([]),
    family: z.array(familyMemberSchema).default([]),
    unknownFamilySides: z.array(z.enum(['maternal', 'paternal'])).default([]),
    body: bodySchema.optional(),
  })
  .superRefine((a, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (typeof a.menarcheAge === 'number' && a.menarcheAge > a.age) {
      issue('menarcheAge', 'Your first period cannot be after your current age');
    }
    if (typeof a.firstBirthAge === 'number') {
      if (a.firstBirthAge > a.age) issue('firstBirthAge', 'Your first child’s birth cannot be after your current age');
      if (typeof a.menarcheAge === 'number' && a.firstBirthAge < a.menarcheAge) {
        issue('firstBirthAge', 'Your first child’s birth cannot be before your first period');
      }
    }
    const hadBiopsy = typeof a.biopsies === 'number' && a.biopsies > 0;
    if (a.atypicalHyperplasia === 'yes' && !hadBiopsy) {
      issue('atypicalHyperplasia', 'Atypical hyperplasia is found by a biopsy: check the number of biopsies');
    }
  });

/** What the form sends (defaults not yet filled in). */
export type RiskAnswersInput = z.input<typeof riskAnswersSchema>;
/** Answers after validation. */
export type RiskAnswers = z.output<typeof riskAnswersSchema>;
