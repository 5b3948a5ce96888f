import { createUnsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token';

const KEY = 'k'.repeat(32);
const OTHER_KEY = 'z'.repeat(32);
const now = new Date('2026-04-01T09:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('unsubscribe token', () => {
  it('names the user it was made for until it expires', () => {
    const token = createUnsubscribeToken('user-1', KEY, now, 30);
    expect(verifyUnsubscribeToken(token, KEY, later(29))).toEqual({
      ok: true,
      uid: 'user-1',
      expiresAt: later(30),
    });
    expect(verifyUnsubscribeToken(token, KEY, later(30))).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused under another key', () => {
    const token = createUnsubscribeToken('user-1', KEY, now);
    expect(verifyUnsubscribeToken(token, OTHER_KEY, now)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('is still accepted during a key rotation while the old key is listed', () => {
    const token = createUnsubscribeToken('user-1', KEY, now);
    expect(verifyUnsubscribeToken(token, [OTHER_KEY, KEY], now)).toMatchObject({ ok: true, uid: 'user-1' });
    expect(verifyUnsubscribeToken(token, [OTHER_KEY], now)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('cannot be pointed at another user or given a later expiry', () => {
    const [, signature] = createUnsubscribeToken('user-1', KEY, now).split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'unsubscribe-reminders', uid: 'user-2', exp: 4e9 })).toString(
      'base64url',
    );
    expect(verifyUnsubscribeToken(`${forged}.${signature}`, KEY, now)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects tokens that are not ours', () => {
    for (const token of ['', 'abc', 'a.b.c', '.', 'x.'])
      expect(verifyUnsubscribeToken(token, KEY, now)).toMatchObject({ ok: false });
  });

  it('refuses a short key', () => {
    expect(() => createUnsubscribeToken('user-1', 'short', now)).toThrow(RangeError);
  });

  it('goes in the link as its only parameter', () => {
    const token = createUnsubscribeToken('user-1', KEY, now);
    const url = new URL(unsubscribeUrl('https://venus.example', token));
    expect(url.pathname).toBe('/unsubscribe');
    expect(url.searchParams.get('token')).toBe(token);
    expect([...url.searchParams.keys()]).toEqual(['token']);
  });
});
