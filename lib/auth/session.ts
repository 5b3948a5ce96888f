import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { ADMIN_GROUP } from '@/graphql/generated/enums';
import { config } from '@/lib/config';
import { signInRedirectPath } from './safe-next';
import { readStoredTokens } from './session-cookies';
import { verifyCognitoToken } from './verify-token';

export interface SessionUser {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
  /** What she gave at sign-up (E.164), copied into her User record when it is made. */
  phone?: string;
  /** Her title (custom:prefix) from sign-up, likewise. */
  prefix?: string;
  groups: string[];
  isAdmin: boolean;
  /**
   * When she joined the free prize draw (custom:prize_draw, ISO), if she did: her consent record, which enters her
   * on her first sign-in when it is from the current draw.
   */
  prizeDrawJoinedAt?: string;
  /** Forwarded to the data API, which checks it again. Never logged, never sent to the browser. */
  accessToken: string;
  idToken: string;
}

/** Spec section 4 reads the second group entry; any position counts here, which is the safer reading. */
export { ADMIN_GROUP };

/**
 * The signed-in user, verified: both tokens' signatures, issuer, audience, use and expiry, and they must
 * belong to the same user. Cached per request; never across requests.
 */
export const getSession = cache(async (): Promise<SessionUser | null> => {
  const tokens = readStoredTokens(await cookies(), config.auth.userPoolClientId);
  if (!tokens) return null;
  const [idClaims, accessClaims] = await Promise.all([
    verifyCognitoToken(tokens.idToken, 'id', config.auth),
    verifyCognitoToken(tokens.accessToken, 'access', config.auth),
  ]);
  if (!idClaims || !accessClaims || idClaims.sub !== accessClaims.sub) return null;
  const groups = Array.isArray(idClaims['cognito:groups']) ? idClaims['cognito:groups'] : [];
  return {
    sub: idClaims.sub,
    email: typeof idClaims.email === 'string' ? idClaims.email : '',
    givenName: idClaims.given_name,
    familyName: idClaims.family_name,
    phone: idClaims.phone_number,
    prefix: idClaims['custom:prefix'],
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
    prizeDrawJoinedAt:
      typeof idClaims['custom:prize_draw'] === 'string' ? idClaims['custom:prize_draw'] || undefined : undefined,
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
  };
});

/**
 * The real gate: every server component, server action and route handler that returns personal data calls
 * this. Middleware only redirects early; this check still stands if middleware is bypassed.
 */
export async function requireUser(nextPath = '/account'): Promise<SessionUser> {
  const user = await getSession();
  if (!user) redirect(signInRedirectPath(nextPath));
  return user;
}

/**
 * The admin gate, for the admin layout, every admin page and every admin action (a layout alone is not a gate:
 * actions and nested pages can be called without it). Signed out: sign in. Signed in but not in the Admin group
 * (read from her verified ID token): a real 404, so the page's existence is not confirmed.
 */
export async function requireAdmin(nextPath = '/admin'): Promise<SessionUser> {
  const user = await requireUser(nextPath);
  if (!user.isAdmin) notFound();
  return user;
}
