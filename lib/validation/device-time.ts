/**
 * A time sent from her device (when she finished a check) next to the server's clock. A phone a few minutes
 * fast is not refused, but what it sends is never kept ahead of the server: a check saved at 23:58 by a phone
 * showing 00:02 belongs to today, or the archive dates it tomorrow and the GP report (which stops at today)
 * leaves it out.
 */

/** How far ahead of the server a device's clock may be before the time it sends is refused as in the future. */
export const DEVICE_CLOCK_TOLERANCE_MS = 5 * 60_000;

/** The instant to keep: `sent`, held to `now`; null when `sent` is further ahead than a fast clock explains. */
export function deviceInstant(sent: Date, now: Date): Date | null {
  if (sent.getTime() > now.getTime() + DEVICE_CLOCK_TOLERANCE_MS) return null;
  return sent.getTime() > now.getTime() ? new Date(now) : sent;
}
