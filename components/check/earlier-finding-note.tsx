import Link from 'next/link';
import type { FindingDraft } from '@/lib/check/check-draft';
import type { DescribingCheck } from '@/lib/check/edit';
import { longDate } from '@/lib/diary/describe';
import { CARRY_OVER_LABELS } from '@/lib/diary/finding-terms';
import { describesFinding } from '@/lib/diary/findings';

/**
 * In a saved check, a finding from an earlier check: what it is and what she answered about it that day. A
 * "still there" or "gone" answer stores a copy of an earlier description that the diary never reads
 * (lib/diary/findings), so it is not offered for editing here: she corrects it in the check that described it.
 */
export function EarlierFindingNote({
  finding,
  describedAs,
  describedIn,
}: {
  finding: FindingDraft;
  describedAs: string;
  /** The check where she last described it; unknown when her other checks could not be read. */
  describedIn?: DescribingCheck;
}) {
  if (finding.status === 'NEW') return null;
  return (
    <>
      <p className="mt-2">
        From an earlier check: {describedAs}. You answered “{CARRY_OVER_LABELS[finding.status]}”.
      </p>
      {describesFinding(finding) ? null : (
        <p className="mt-2 text-ink-muted">
          Where it is and how you described it come from the check where you last described it.{' '}
          {describedIn ? (
            <>
              To correct them,{' '}
              <Link href={`/archive/${describedIn.id}/edit`}>change the check of {longDate(describedIn.day)}</Link>.
            </>
          ) : (
            'To correct them, change that check.'
          )}
        </p>
      )}
    </>
  );
}
