import { savedAsFirstSent } from '@/lib/forms/saved-as-first-sent';
import type { SentNote } from '@/lib/offline/sent-notes';

/** "24 November 2026": the day in the UK, whatever the device's time zone. */
const UK_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

interface SavedFromQueue {
  /** The outbox entry's record id. */
  recordId: string;
  /** The id the server answered with (the same, unless the answer lacks it). */
  savedId: string;
  /** When she did the check (its `checked` field, an ISO instant). */
  checked: string;
  /** Earlier findings the server recorded in it as not checked, because her page did not ask about them. */
  notAsked: number;
  /** Her answers about earlier findings her records no longer hold (deleted since): not in the check. */
  unmatched: number;
  /** The server kept an earlier try of the check (it reached it although she was told it failed), not this one. */
  savedEarlier?: boolean;
}

function notAskedSentence(count: number): string {
  return count === 1
    ? '1 change you noted before wasn’t asked about on the page you saved it on, so it is recorded as not checked in that check.'
    : `${count} changes you noted before weren’t asked about on the page you saved it on, so they are recorded as not checked in that check.`;
}

function unmatchedSentence(count: number): string {
  return count === 1
    ? 'Your answer about 1 change you noted before could not be matched to your diary (it may have been deleted), so it is not in that check.'
    : `Your answers about ${count} changes you noted before could not be matched to your diary (they may have been deleted), so they are not in that check.`;
}

/**
 * A check her device sent later that the server saved other than as she answered: an earlier try of it kept
 * instead (`savedEarlier`), or about her earlier findings some recorded as not checked, or answers about ones it
 * could not match left out. The screen she saved it on could not say so, so the outbox keeps this for her, all in
 * one note. It names the check by its day and links to it by id (to edit it, when an earlier try was kept); which
 * findings they were stays on the server, not on the device.
 */
export function queuedCheckNote({
  recordId,
  savedId,
  checked,
  notAsked,
  unmatched,
  savedEarlier = false,
}: SavedFromQueue): SentNote | undefined {
  if (!(notAsked > 0) && !(unmatched > 0) && !savedEarlier) return undefined;
  const day = Number.isNaN(Date.parse(checked)) ? null : UK_DAY.format(new Date(checked));
  const check = day ? `Your check from ${day}` : 'A check you saved on this device';
  const said = [
    savedEarlier ? savedAsFirstSent('It') : null,
    notAsked > 0 ? notAskedSentence(notAsked) : null,
    unmatched > 0 ? unmatchedSentence(unmatched) : null,
  ];
  const open = day ? `Open your check from ${day}` : 'Open it';
  return {
    recordId,
    message: [`${check} has now been saved.`, ...said].filter(Boolean).join(' '),
    // As the saved screen says it: open the check and edit it to add the rest. Only one recorded as not checked
    // is in the check to be seen; an unmatched answer is not.
    link: savedEarlier
      ? { href: `/archive/${savedId}/edit`, text: day ? `Edit your check from ${day}` : 'Edit it' }
      : { href: `/archive/${savedId}`, text: notAsked > 0 ? `${open} to see which` : open },
  };
}
