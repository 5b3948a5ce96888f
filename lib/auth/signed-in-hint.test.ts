import {
  CLEAR_LEGACY_SIGNED_IN_HINT,
  LEGACY_SIGNED_IN_HINT_COOKIE,
  readSignedInHint,
  signedInHintCookie,
  SIGNED_IN_HINT_COOKIE,
} from './signed-in-hint';

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
    expect(signedInHintCookie('signedIn')).toBe(
      `${SIGNED_IN_HINT_COOKIE}=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
    expect(signedInHintCookie('admin')).toBe(
      `${SIGNED_IN_HINT_COOKIE}=admin; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
    expect(signedInHintCookie('signedOut')).toBe(`${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`);
  });

  it('is host-only and Secure, as the __Host- prefix requires (no Domain, Path=/), and its old name is cleared', () => {
    expect(SIGNED_IN_HINT_COOKIE).toMatch(/^__Host-/);
    for (const hint of ['signedIn', 'admin', 'signedOut'] as const) {
      expect(signedInHintCookie(hint)).toContain('; Secure');
      expect(signedInHintCookie(hint)).not.toMatch(/Domain=/i);
    }
    expect(CLEAR_LEGACY_SIGNED_IN_HINT).toBe(`${LEGACY_SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    expect(readSignedInHint(`${LEGACY_SIGNED_IN_HINT_COOKIE}=1`)).toBe('signedOut');
  });
});
