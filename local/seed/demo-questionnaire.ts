import { QUESTIONNAIRE_VERSION, type QuestionnaireAnswersInput } from '@/lib/risk/questionnaire';

/** Her date of birth, on her User and in her answers. */
export const DEMO_DOB = '1978-06-15';

/**
 * The demo user's answers as /personal saves them (the questionnaire document, every section answered): a mother
 * with breast cancer at 58, otherwise unremarkable.
 */
export function demoQuestionnaire(started: Date): QuestionnaireAnswersInput {
  return {
    version: QUESTIONNAIRE_VERSION,
    started: started.toISOString(),
    aboutYou: {
      dob: DEMO_DOB,
      ethnicity: 'white-british',
      body: { weight: { unit: 'st-lb', stones: 10, pounds: 4 }, height: { unit: 'ft-in', feet: 5, inches: 5 } },
    },
    periods: { menarcheAge: 13, children: 'yes', firstBirthAge: 29, menopause: 'no', hrt: 'never' },
    breastHistory: { personalHistory: [], biopsies: 0, ownVariants: [] },
    family: {
      relatives: [{ relation: 'mother', cancers: [{ site: 'breast', ageAtDiagnosis: 58 }] }],
      familyVariants: [],
      unknownSides: [],
    },
    lifestyle: { alcoholUnitsPerWeek: 6, activeMinutesPerWeek: 150, smoking: 'never' },
  };
}
