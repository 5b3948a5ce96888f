import type { DontKnowUsed } from '../questionnaire/questions';
import { ethnicityFiguresSentence, type UkEthnicity } from '../questionnaire/ethnicity';
import { SOURCES, type Source } from './sources';

export interface Limit {
  id: string;
  text: string;
  source?: Source;
}

/**
 * The limits of the figures, told plainly beside them. The profile's own notes (from buildProfile) say which
 * caveats apply to her; these add the wording every results screen shows and what her "I don't know"s did.
 */
export function figureLimits({
  ethnicity,
  dontKnows,
}: {
  ethnicity: UkEthnicity;
  dontKnows: readonly DontKnowUsed[];
}): Limit[] {
  const limits: Limit[] = [
    {
      id: 'group-estimate',
      text: 'These numbers are estimates for a group of women with answers like yours, not a prediction for you. Most women, even at high risk, never get breast cancer, and women at low risk can.',
    },
    {
      id: 'us-calibrated',
      text: `The 10-year and lifetime figures come from the US National Cancer Institute's Breast Cancer Risk Assessment Tool, which was built and checked on US women; figures for UK women may differ. ${ethnicityFiguresSentence(ethnicity)}`,
      source: SOURCES.nciBcrat,
    },
    {
      id: 'first-degree-only',
      text: 'The 10-year and lifetime figures count only your mother, sisters and daughters, and not their age when the cancer was found. The Manchester score counts your wider family.',
    },
  ];
  for (const [i, used] of dontKnows.entries()) {
    limits.push({
      id: `dont-know-${i + 1}`,
      text: `You answered "${used.answer}" to "${used.question}" ${used.treatedAs}`,
    });
  }
  return limits;
}
