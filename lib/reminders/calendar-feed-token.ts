import { signToken, verifyToken, type SigningKeys } from './signed-token';

/**
 * The private calendar subscription URL. Calendar programs fetch it without her session, so the URL itself
 * is the credential: it names her and a feed id she holds on her User record. Revoking replaces that id,
 * and every URL made with the old one stops working; it never expires otherwise, as subscriptions cannot
 * renew a link.
 */
const PURPOSE = 'calendar-feed';

export type CalendarFeedCheck =
  { ok: true; uid: string; feedId: string } | { ok: false; reason: 'malformed' | 'bad-signature' };

export function createCalendarFeedToken(uid: string, feedId: string, key: string | Buffer): string {
  return signToken(PURPOSE, { uid, feed: feedId }, key);
}

/** Signature and shape only: the caller must still compare `feedId` with her current one (revocation). */
export function verifyCalendarFeedToken(token: string, keys: SigningKeys): CalendarFeedCheck {
  const check = verifyToken(token, PURPOSE, keys);
  if (!check.ok) return check;
  const { uid, feed } = check.claims;
  if (typeof uid !== 'string' || !uid || typeof feed !== 'string' || !feed) return { ok: false, reason: 'malformed' };
  return { ok: true, uid, feedId: feed };
}

/**
 * `/calendar/<token>.ics`: the token in the path, as some calendar programs drop query strings; outside /plan,
 * which middleware keeps for signed-in visitors, since a calendar program has no session.
 */
export function calendarFeedUrl(siteUrl: string, token: string): string {
  return new URL(`/calendar/${token}.ics`, siteUrl).toString();
}
