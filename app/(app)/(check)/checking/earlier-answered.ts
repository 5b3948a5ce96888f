import 'server-only';
import type { SessionUser } from '@/lib/auth/session';
import type { CheckDraft } from '@/lib/check/check-draft';
import { earlierFindings, unmatchedAnswers, type EarlierFindings } from '@/lib/check/earlier-findings';
import { DataError } from '@/lib/data/errors';
import { loadChecks } from '@/lib/data/observations';

/**
 * Her list of checks is read through an index, which can lag a write by a moment (on AWS as locally): a check
 * sent straight after the one that recorded a finding may answer about a finding the list does not show yet.
 * Before saving without that answer, the list is read again, at most LAG_READS more times, LAG_WAIT_MS apart.
 */
const LAG_READS = 3;
const LAG_WAIT_MS = 700;

export async function earlierAnswered(
  user: SessionUser,
  draft: CheckDraft,
  recordId: string,
): Promise<{ earlier: EarlierFindings; unmatched: number }> {
  for (let read = 0; ; read += 1) {
    const checks = await loadChecks(user);
    if (!checks.ok) throw new DataError(checks.reason, 'LoadChecks', 'LoadFailed');
    const earlier = earlierFindings(checks.value, { recordId, startedAt: draft.startedAt });
    const unmatched = unmatchedAnswers(earlier.answerable, draft.carried).length;
    if (unmatched === 0 || read === LAG_READS) return { earlier, unmatched };
    await new Promise((resolve) => setTimeout(resolve, LAG_WAIT_MS));
  }
}
