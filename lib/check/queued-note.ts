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
}

/**
 * A check her device sent later, saved with earlier findings recorded as not checked: the screen she saved it
 * on could not say so, so the outbox keeps this for her. It names the check by its day and links to it by id;
 * which findings they were stays on the server, not on the device.
 */
export function notAskedNote({ recordId, savedId, checked, notAsked }: SavedFromQueue): SentNote | undefined {
  if (!(notAsked > 0)) return undefined;
  const day = Number.isNaN(Date.parse(checked)) ? null : UK_DAY.format(new Date(checked));
  const check = day ? `Your check from ${day}` : 'A check you saved on this device';
  const earlier =
    notAsked === 1
      ? '1 change you noted before wasn’t asked about on the page you saved it on, so it is recorded as not checked in that check.'
      : `${notAsked} changes you noted before weren’t asked about on the page you saved it on, so they are recorded as not checked in that check.`;
  return {
    recordId,
    message: `${check} has now been saved. ${earlier}`,
    link: {
      href: `/archive/${savedId}`,
      text: day ? `Open your check from ${day} to see which` : 'Open it to see which',
    },
  };
}
