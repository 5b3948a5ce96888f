'use client';

import Link from 'next/link';
import { GpAdvicePanel } from '@/components/check/gp-advice-panel';
import type { CheckDraft } from '@/lib/check/check-draft';
import { notAskedMessage, notCheckedMessage, unmatchedMessage } from '@/lib/check/earlier-findings';
import { adviceLevel } from '@/lib/check/gp-advice';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { isRecordedAnswer } from '@/lib/diary/finding-terms';
import { SAVED_AS_FIRST_SENT } from '@/lib/forms/saved-as-first-sent';
import { StageHeading } from './stage-heading';

const mainLink = 'inline-flex min-h-11 items-center rounded-md bg-pink px-5 font-semibold text-on-pink no-underline';

/**
 * After saving (or keeping it on the device while offline): what happens next, and the GP message after any finding.
 * The main link opens the saved check by its id, a read by key that always has it; the list of all checks goes
 * through an eventually consistent index and may not show it for a moment.
 */
export function SavedView({
  draft,
  carried,
  savedId,
  savedEarlier = false,
  notAsked = 0,
  unmatched = 0,
  queuedBehind = false,
  onAgain,
}: {
  draft: CheckDraft;
  carried: readonly CarriedItem[];
  /** The saved record's id; null while the check is only kept on this device. */
  savedId: string | null;
  /**
   * A retry found this check already saved, from an earlier attempt that reached us although she was told it
   * had not, and it differs from what she sent last: what she changed since is not in it.
   */
  savedEarlier?: boolean;
  /** Earlier findings this page did not ask about, which the server recorded in it as not checked. */
  notAsked?: number;
  /** Her answers about earlier findings the server could not match to her records, so not in the check. */
  unmatched?: number;
  /** Kept on the device behind an earlier check still waiting to be sent, rather than because she is offline. */
  queuedBehind?: boolean;
  onAgain(): void;
}) {
  const queued = savedId === null;
  // What she found today: one she did not check is neither still there nor gone in this check.
  const stillThere = carried.filter(
    (item) => isRecordedAnswer(draft.carried[item.id]) && draft.carried[item.id] !== 'GONE',
  );
  // Left open by "I didn't check this today": the screen must not read as if nothing needs doing about them.
  const notChecked = carried.filter((item) => draft.carried[item.id] === 'NOT_CHECKED');
  const present = (draft.anythingDifferent ? draft.findings.length : 0) + stillThere.length;
  const level = adviceLevel(present, stillThere.length);
  const firstNoted = [...new Set(stillThere.map((item) => item.label.split(':')[0]!))];
  return (
    <section aria-labelledby="check-saved">
      <StageHeading id="check-saved">
        {queued
          ? 'Your check is kept on this device'
          : savedEarlier
            ? `Your check was ${SAVED_AS_FIRST_SENT}`
            : 'Your check is saved'}
      </StageHeading>
      <p role="status" className="mt-3 max-w-2xl text-lg">
        {queued && queuedBehind
          ? 'An earlier check of yours is still waiting to be sent, so this one waits behind it: we are sending them now, in the order you saved them. Keep this page open or come back to it; the note on this page says how that went.'
          : queued
            ? 'You seem to be offline, so it is not yet sent. Keep this page open or come back to it: we will try to send it when your connection returns, and the note on this page says how that went.'
            : savedEarlier
              ? 'Your first try to save reached us after all, so that is the check we kept. What you changed after it is not saved: open the check and edit it to add the rest.'
              : present === 0 && notChecked.length > 0
                ? 'Nothing different in what you checked this time. Well done for checking.'
                : present === 0
                  ? 'Nothing different this time. Well done for checking.'
                  : 'What you noticed is in your diary, with where it is.'}
      </p>
      {notChecked.length > 0 ? (
        <p className="mt-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
          {notCheckedMessage(notChecked.map((item) => item.label.split(':')[0]!))}
        </p>
      ) : null}
      {notAsked > 0 ? (
        <p className="mt-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">{notAskedMessage(notAsked)}</p>
      ) : null}
      {unmatched > 0 ? (
        <p className="mt-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
          {unmatchedMessage(unmatched)}
        </p>
      ) : null}
      {level === 'none' ? null : <GpAdvicePanel level={level} firstNoted={firstNoted} />}
      <div className="mt-8 flex flex-wrap gap-4">
        {savedId ? (
          <>
            <Link href={`/archive/${savedId}${savedEarlier ? '/edit' : ''}`} className={mainLink}>
              {savedEarlier ? 'Edit this check' : 'See this check'}
            </Link>
            <Link href="/archive" className="min-h-11 content-center font-semibold underline underline-offset-4">
              See all your checks
            </Link>
          </>
        ) : (
          <Link href="/archive" className={mainLink}>
            See your checks
          </Link>
        )}
        <button type="button" onClick={onAgain} className="min-h-11 font-semibold underline underline-offset-4">
          Start another check
        </button>
      </div>
      <p className="mt-8 max-w-2xl">
        <Link href="/summary#week" className="font-semibold underline underline-offset-4">
          How has your week been?
        </Link>{' '}
        Note your stress, sleep, mood and tiredness in one go, beside your check.
      </p>
    </section>
  );
}
