import type { RiskAnswers } from './answers-schema';
import { NICE_LIFETIME, tenYearEnd } from './population';
import type { ProfileNote } from './profile-types';

export interface NoteContext {
  answers: RiskAnswers;
  applicable: boolean;
  tenYearWithinNiceAges: boolean;
}

/**
 * Profiles saved before lifetime risk was counted from 20 hold a lifetime figure from her age then to 80 and
 * lack this note; the results screen tells the two apart by it, so an old figure is never labelled 20 to 80.
 */
export const LIFETIME_FROM_20_NOTE_ID = 'lifetime-20-to-80';

export function profileNotes({ answers, applicable, tenYearWithinNiceAges }: NoteContext): ProfileNote[] {
  const notes: ProfileNote[] = [
    {
      id: 'estimate-not-diagnosis',
      text: 'These figures are estimates from published models, not a diagnosis. They cannot tell you whether you will or will not get breast cancer.',
    },
  ];
  if (!applicable) {
    notes.push({
      id: 'model-not-applicable',
      text: 'The models used here are for women who have not had breast cancer, DCIS or LCIS, chest radiotherapy before 30, or a known gene variant, so no figures are shown for you.',
    });
    return notes;
  }
  notes.push(
    {
      id: 'us-calibrated',
      text: "The 10-year and lifetime figures come from the US National Cancer Institute's Breast Cancer Risk Assessment Tool, which was built from US data. The figures for an average woman are US figures too.",
    },
    {
      id: 'first-degree-only',
      text: 'The 10-year and lifetime figures count only your mother, sisters and daughters. Other relatives count towards the BRCA estimate.',
    },
    {
      id: 'carrier-bands',
      text: 'The BRCA figures are wide bands from the Manchester Scoring System. They are the chance that a BRCA gene variant would be found in your family, usually by testing a relative who has had cancer first; your own chance is lower.',
    },
  );
  if (hasUnknownAnswers(answers)) {
    notes.push({
      id: 'unknown-answers',
      text: 'Where you answered "I don\'t know", the lowest-risk answer was used, so your risk may be higher than shown.',
    });
  }
  if (!tenYearWithinNiceAges) {
    notes.push({
      id: 'ten-year-outside-nice-ages',
      text: 'NICE sets its 10-year risk levels (3% and 8%) for women aged 40 to 50 only. At your age your 10-year figure is compared only with the average woman of your age, and it does not count towards your overall level.',
    });
  }
  const tenYearSpan = tenYearEnd(answers.age) - answers.age;
  if (tenYearSpan < 10) {
    notes.push({
      id: 'ten-year-capped',
      text: `The model stops at age 90, so your "10-year" figure covers the next ${Math.round(tenYearSpan * 10) / 10} years.`,
    });
  }
  if (answers.age < NICE_LIFETIME.to) {
    // Also marks the stored Profile: its lifetime figures are NICE's 20-to-80 ones (see LIFETIME_FROM_20_NOTE_ID).
    notes.push({
      id: LIFETIME_FROM_20_NOTE_ID,
      text: "Your lifetime figure applies your answers as they are today to every year from 20 to 80, as NICE's lifetime levels do. It includes years you have already lived, so it is not your chance of breast cancer from now on.",
    });
  } else {
    notes.push({
      id: 'lifetime-past-80',
      text: 'NICE counts lifetime risk between the ages of 20 and 80, so there is no lifetime figure for women aged 80 or over.',
    });
  }
  return notes;
}

function hasUnknownAnswers(a: RiskAnswers): boolean {
  const hadBiopsy = typeof a.biopsies === 'number' && a.biopsies > 0;
  return (
    a.menarcheAge === 'unknown' ||
    a.firstBirthAge === 'unknown' ||
    a.biopsies === 'unknown' ||
    (hadBiopsy && a.atypicalHyperplasia === 'unknown') ||
    a.unknownFamilySides.length > 0 ||
    a.family.some((m) => m.cancers.some((c) => c.ageAtDiagnosis === 'unknown'))
  );
}
