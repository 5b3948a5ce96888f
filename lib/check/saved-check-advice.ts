import { carriedOverItems } from '@/lib/diary/carry-over';
import type { CheckRecord } from '@/lib/diary/findings';
import { adviceLevel, type AdviceLevel } from './gp-advice';

export interface SavedCheckAdvice {
  level: AdviceLevel;
  /** "2 Mar": when each earlier change it says is still there was first noted. */
  firstNoted: string[];
}

/**
 * The GP advice a saved check gives, from its own record and her checks before it, with the inputs the screen
 * after saving used (SavedView): its findings not gone, and among them the earlier findings (open in her checks
 * before it) that it says are still there or changed. Opened later, a check never reads less urgently than it
 * did then. A check whose earlier checks cannot be read (`checks` empty) is judged on its own findings.
 */
export function savedCheckAdvice(check: CheckRecord, checks: readonly CheckRecord[]): SavedCheckAdvice {
  const before = checks.filter((other) => other.id !== check.id && other.checked.localeCompare(check.checked) < 0);
  const present = check.findings.filter((finding) => finding.status !== 'GONE');
  const presentIds = new Set(present.map((finding) => finding.id));
  const stillThere = carriedOverItems(before, check.day).filter((item) => presentIds.has(item.id));
  return {
    level: adviceLevel(present.length, stillThere.length),
    firstNoted: [...new Set(stillThere.map((item) => item.label.split(':')[0]!))],
  };
}
