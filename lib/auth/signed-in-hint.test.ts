import { hasSignedInHint, signedInHintCookie, SIGNED_IN_HINT_COOKIE } from './signed-in-hint';

describe('signed-in hint cookie', () => {
  it('is read from a cookie header among others', () => {
    expect(hasSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; consent=yes`)).toBe(true);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
  });

  it('is absent when missing, cleared or only a prefix of another name', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=`)).toBe(false);
    expect(hasSignedInHint(`x${SIGNED_IN_HINT_COOKIE}=1`)).toBe(false);
  });

  it('holds nothing but "1", lasts as long as a session, and is cleared with Max-Age=0', () => {
    expect(signedInHintCookie(true, true)).toBe(
      `${SIGNED_IN_HINT_COOKIE}=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
    expect(signedInHintCookie(false, false)).toBe(`${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });
});
