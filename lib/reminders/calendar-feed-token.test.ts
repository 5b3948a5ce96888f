import { calendarFeedUrl, createCalendarFeedToken, verifyCalendarFeedToken } from './calendar-feed-token';
import { createUnsubscribeToken } from './unsubscribe-token';

const KEY = 'k'.repeat(32);

describe('calendar feed token', () => {
  it('names the user and the feed id it was made for', () => {
    const token = createCalendarFeedToken('user-1', 'feed-a', KEY);
    expect(verifyCalendarFeedToken(token, KEY)).toEqual({ ok: true, uid: 'user-1', feedId: 'feed-a' });
  });

  it('is refused under another key', () => {
    expect(verifyCalendarFeedToken(createCalendarFeedToken('user-1', 'feed-a', KEY), 'z'.repeat(32))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('is not an unsubscribe token, nor the other way round', () => {
    const unsubscribe = createUnsubscribeToken('user-1', KEY, new Date('2026-01-01T00:00:00Z'));
    expect(verifyCalendarFeedToken(unsubscribe, KEY)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('goes in the path of an .ics URL', () => {
    const token = createCalendarFeedToken('user-1', 'feed-a', KEY);
    const url = new URL(calendarFeedUrl('https://venus.example', token));
    expect(url.pathname).toBe(`/calendar/${token}.ics`);
    expect(url.search).toBe('');
  });
});
