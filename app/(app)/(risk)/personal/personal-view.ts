import { nextSection, QUESTIONNAIRE, SECTION_IDS, type SectionId } from '@/lib/risk/questionnaire';
import type { RiskScreen } from '@/lib/data/questionnaire';

/** What /personal shows: her results, or one section of the questionnaire (changing it, once she has results). */
export type PersonalView = { kind: 'results' } | { kind: 'section'; section: SectionId; changing: boolean };

/** A step she asked for by name, only among the sections she has reached (never past where she stopped). */
function sectionToShow(requested: unknown, reached: SectionId | null): SectionId | null {
  const limit = reached ? SECTION_IDS.indexOf(reached) : SECTION_IDS.length - 1;
  const index = SECTION_IDS.indexOf(requested as SectionId);
  return index >= 0 && index <= limit ? SECTION_IDS[index]! : reached;
}

export function personalView(screen: RiskScreen, requestedSection: unknown): PersonalView {
  const reached = nextSection(screen.questionnaire.draft);
  const section = sectionToShow(requestedSection, reached);
  if (!section && screen.profile) return { kind: 'results' };
  // With every section answered and a result, a section shown is one she is changing: saving it returns here.
  return { kind: 'section', section: section ?? SECTION_IDS[0]!, changing: screen.profile !== null && !reached };
}

export const RESULTS_HEADING = 'Your breast cancer risk';

/**
 * The document title of each view. Every section has its own, so moving on with "Save and continue" (the same
 * path, another `?section=`) is announced by the browser's route announcer rather than passing in silence.
 */
export function personalTitle(view: PersonalView): string {
  if (view.kind === 'results') return RESULTS_HEADING;
  const position = SECTION_IDS.indexOf(view.section) + 1;
  const title = QUESTIONNAIRE.find((s) => s.id === view.section)!.title;
  return `${title}: section ${position} of ${SECTION_IDS.length} of your risk questionnaire`;
}
