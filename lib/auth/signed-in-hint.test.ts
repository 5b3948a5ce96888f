import { readSignedInHint, signedInHintCookie, SIGNED_IN_HINT_COOKIE } from './signed-in-hint';

describe('signed-in hint cookie', () => {
  it('is read from a cookie header among others', () => {
    expect(readSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; consent=yes`)).toBe('signedIn');
    expect(readSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe('signedIn');
    expect(readSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=admin`)).toBe('admin');
  });

  it('is absent when missing, cleared, unknown or only a prefix of another name', () => {
    expect(readSignedInHint('')).toBe('signedOut');
    expect(readSignedInHint(`${SIGNED_IN_HINT_COOKIE}=`)).toBe('signedOut');
    expect(readSignedInHint(`${SIGNED_IN_HINT_COOKIE}=yes`)).toBe('signedOut');
    expect(readSignedInHint(`x${SIGNED_IN_HINT_COOKIE}=1`)).toBe('signedOut');
  });

  it('holds nothing but "1" or "admin", lasts as long as a session, and is cleared with Max-Age=0', () => {
    expect(signedInHintCookie('signedIn', true)).toBe(
      `${SIGNED_IN_HINT_COOKIE}=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
    expect(signedInHintCookie('admin', false)).toBe(
      `${SIGNED_IN_HINT_COOKIE}=admin; Max-Age=2592000; Path=/; SameSite=Lax`,
    );
    expect(signedInHintCookie('signedOut', false)).toBe(`${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });
});
