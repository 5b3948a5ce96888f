import type { CycleContext } from '@/lib/diary/cycle';
import type { FindingDraft } from './check-draft';
import type { CheckEdit } from './edit';

/**
 * Her kept changes to a saved check put onto a newer version of it (a three-way merge): only what she changed
 * from the version she started from (the base) is applied, answer by answer and finding by finding (by id), so
 * what was changed somewhere else in the meantime stays. Where both changed the same answer differently hers
 * wins, and the answer is listed in `overridden` so the screen can say what her changes replaced.
 */

export const FINDING_ANSWERS = ['side', 'kind', 'position', 'severity', 'sizeMm', 'feel', 'status', 'note'] as const;
export type FindingAnswer = (typeof FINDING_ANSWERS)[number];

/** Something changed somewhere else that her changes replaced. */
export type Overridden =
  | { kind: 'cycle' }
  /** Answers about one finding changed on both sides: hers kept. */
  | { kind: 'finding-answers'; finding: FindingDraft; answers: FindingAnswer[] }
  /** She removed a finding that was changed somewhere else: it stays removed. */
  | { kind: 'finding-removed'; finding: FindingDraft }
  /** She changed a finding that was removed somewhere else: it is kept, with her answers. */
  | { kind: 'finding-kept'; finding: FindingDraft };

export interface MergedEdit {
  /** The newer version with her changes on it, carrying the newer revision so it can be saved on top of it. */
  edit: CheckEdit;
  overridden: Overridden[];
}

export function mergeEdit({ base, mine, theirs }: { base: CheckEdit; mine: CheckEdit; theirs: CheckEdit }): MergedEdit {
  const overridden: Overridden[] = [];
  let cycle = theirs.cycle;
  if (!sameCycle(mine.cycle, base.cycle)) {
    if (!sameCycle(theirs.cycle, base.cycle) && !sameCycle(theirs.cycle, mine.cycle))
      overridden.push({ kind: 'cycle' });
    cycle = mine.cycle;
  }

  const byId = (list: readonly FindingDraft[]) => new Map(list.map((finding) => [finding.id, finding]));
  const [inBase, inMine, inTheirs] = [byId(base.findings), byId(mine.findings), byId(theirs.findings)];
  const findings: FindingDraft[] = [];
  for (const their of theirs.findings) {
    const was = inBase.get(their.id);
    const now = inMine.get(their.id);
    if (!was)
      findings.push(now ?? their); // added somewhere else (an id both added is the same finding)
    else if (now) {
      const merged = mergeFinding(was, now, their);
      if (merged.clashes.length > 0)
        overridden.push({ kind: 'finding-answers', finding: now, answers: merged.clashes });
      findings.push(merged.finding);
    } else if (!sameFinding(their, was)) overridden.push({ kind: 'finding-removed', finding: their });
  }
  for (const finding of mine.findings) {
    if (inTheirs.has(finding.id)) continue;
    const was = inBase.get(finding.id);
    if (!was)
      findings.push(finding); // added by her
    else if (!sameFinding(finding, was)) {
      overridden.push({ kind: 'finding-kept', finding });
      findings.push(finding);
    }
    // Removed somewhere else and left as it was by her: it stays removed.
  }
  return { edit: { ...theirs, cycle, findings }, overridden };
}

function mergeFinding(base: FindingDraft, mine: FindingDraft, theirs: FindingDraft) {
  const finding: Record<string, unknown> = { ...theirs };
  const clashes: FindingAnswer[] = [];
  for (const answer of FINDING_ANSWERS) {
    if (same(mine[answer], base[answer])) continue;
    if (!same(theirs[answer], base[answer]) && !same(theirs[answer], mine[answer])) clashes.push(answer);
    finding[answer] = mine[answer];
  }
  return { finding: finding as FindingDraft, clashes };
}

const sameFinding = (a: FindingDraft, b: FindingDraft) => FINDING_ANSWERS.every((answer) => same(a[answer], b[answer]));
const sameCycle = (a: CycleContext, b: CycleContext) => same(a, b);

/** Equal as data: the versions come from the server and from device storage, so key order may differ. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
