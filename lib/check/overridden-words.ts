import { findingLabel } from '@/lib/diary/findings';
import type { FindingDraft } from './check-draft';
import type { FindingAnswer, Overridden } from './merge-edit';

/** The answers as the edit form asks them, so she can find each one her changes replaced. */
const ANSWER_WORDS: Record<FindingAnswer, string> = {
  side: 'which breast',
  kind: 'what you noticed',
  position: 'where it is',
  severity: 'how marked it is',
  sizeMm: 'its size',
  feel: 'how it feels',
  status: 'whether it is still there',
  note: 'what you wanted to remember',
};

function named(finding: FindingDraft): string {
  const label = finding.kind
    ? findingLabel({ ...finding, kind: finding.kind, severity: finding.severity ?? 1, note: null })
    : `change, ${finding.side === 'LEFT' ? 'left' : 'right'} breast`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** One line per answer replaced, e.g. "Lump, left breast, armpit: how it feels, its size". */
export function overriddenWords(overridden: Overridden): string {
  switch (overridden.kind) {
    case 'cycle':
      return 'Your cycle at the time';
    case 'finding-answers':
      return `${named(overridden.finding)}: ${overridden.answers.map((answer) => ANSWER_WORDS[answer]).join(', ')}`;
    case 'finding-removed':
      return `${named(overridden.finding)}: you removed it, and it had been changed somewhere else`;
    case 'finding-kept':
      return `${named(overridden.finding)}: it had been removed somewhere else, and it is kept because you changed it`;
  }
}
