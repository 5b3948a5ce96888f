import type { CarriedItem } from '@/lib/diary/carry-over';
import { carriedOverLabel, type Finding } from '@/lib/diary/findings';
import type { CheckDraft } from './check-draft';
import { recordedFindings } from './finalise';

/**
 * The earlier findings the next check on the same page asks about: the page's list as the check just saved
 * left it, and what that check first recorded. The page cannot load her records again (she may be offline,
 * with the check only queued), and a check that skipped them would say nothing about a lump she just noted.
 *
 * `savedEarlier`: the server kept an earlier try of the check, not `saved`, and the page does not know what that
 * try said. The list stays as it was: a finding only `saved` noted is not in her records, so an answer about it
 * would be dropped. Whatever the earlier try noted is counted by the server as not asked about, and she is told.
 */
export function carriedAfter(
  items: readonly CarriedItem[],
  saved: CheckDraft,
  today: string,
  { savedEarlier = false }: { savedEarlier?: boolean } = {},
): CarriedItem[] {
  if (savedEarlier) return [...items];
  const recorded = recordedFindings(saved, items);
  const byId = new Map(recorded.map((finding) => [finding.id, finding]));
  const earlier = items.flatMap((item): CarriedItem[] => {
    const entry = byId.get(item.id);
    // Not checked: open, as it was.
    if (!entry) return [item];
    if (entry.status === 'GONE') return [];
    return [
      { ...item, position: entry.position, latest: entry, label: carriedOverLabel({ ...item, latest: entry }, today) },
    ];
  });
  const noticed = recorded.filter((finding) => finding.status === 'NEW').map((finding) => newItem(finding, today));
  return [...earlier, ...noticed];
}

function newItem(finding: Finding, today: string): CarriedItem {
  return {
    id: finding.id!,
    side: finding.side,
    position: finding.position,
    label: carriedOverLabel({ firstNoted: today, latest: finding }, today),
    firstNoted: today,
    latest: finding,
  };
}
