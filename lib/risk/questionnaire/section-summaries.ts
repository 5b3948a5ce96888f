import type { PersonalHistory } from '../answers-schema';
import type { QuestionnaireDraft, SectionId } from './schemas';

/**
 * Each section's answers in a few words, for the list on her results where she changes a section, and the
 * words that name the section in its "Change" link and in the confirmation after a change. Pure and client-safe.
 */

/** Completes "Change your …" and "Your … have been saved". */
export const SECTION_ANSWERS_NAME: Record<SectionId, string> = {
  aboutYou: 'answers about you',
  periods: 'periods and pregnancies answers',
  breastHistory: 'breast health answers',
  family: 'family history answers',
  lifestyle: 'lifestyle answers',
};

const HISTORY_SHORT: Record<PersonalHistory, string> = {
  'breast-cancer': 'breast cancer',
  dcis: 'DCIS',
  lcis: 'LCIS',
  'chest-radiotherapy-before-30': 'chest radiotherapy before 30',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The parts of a summary that are known, as one phrase; null when none are (all "I don't know"). */
function phrase(parts: readonly (string | null | undefined)[]): string | null {
  const known = parts.filter((part): part is string => Boolean(part));
  if (known.length === 0) return null;
  const text = known.join(', ');
  return text[0]!.toUpperCase() + text.slice(1);
}

function bornOn(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `born ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
}

/** Her answers to one section in a few words, or null when the section is unanswered or all "I don't know". */
export function sectionSummary(section: SectionId, draft: QuestionnaireDraft): string | null {
  switch (section) {
    case 'aboutYou': {
      const answers = draft.aboutYou;
      return answers ? phrase([bornOn(answers.dob), answers.body ? 'height and weight given' : null]) : null;
    }
    case 'periods': {
      const answers = draft.periods;
      if (!answers) return null;
      return phrase([
        { yes: 'given birth', no: 'not given birth', unknown: null }[answers.children],
        { yes: 'after the menopause', no: 'before the menopause', unknown: null }[answers.menopause],
      ]);
    }
    case 'breastHistory': {
      const answers = draft.breastHistory;
      if (!answers) return null;
      return phrase([
        ...answers.personalHistory.map((item) => HISTORY_SHORT[item]),
        typeof answers.biopsies === 'number'
          ? answers.biopsies === 0
            ? 'no biopsies'
            : count(answers.biopsies, 'biopsy', 'biopsies')
          : null,
      ]);
    }
    case 'family': {
      const answers = draft.family;
      if (!answers) return null;
      return answers.relatives.length === 0
        ? 'No relatives with cancer that you know of'
        : `${count(answers.relatives.length, 'relative', 'relatives')} with cancer`;
    }
    case 'lifestyle': {
      const answers = draft.lifestyle;
      if (!answers) return null;
      return phrase([
        typeof answers.alcoholUnitsPerWeek === 'number'
          ? count(answers.alcoholUnitsPerWeek, 'unit', 'units') + ' of alcohol a week'
          : null,
        typeof answers.activeMinutesPerWeek === 'number'
          ? count(answers.activeMinutesPerWeek, 'active minute', 'active minutes') + ' a week'
          : null,
      ]);
    }
  }
}
