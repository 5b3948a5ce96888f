import { ADMIN_GROUP } from '@/graphql/generated/enums';

/**
 * The caller as AppSync describes a Cognito user-pools identity in a resolver event. The local stack builds
 * the same shape from a token it has verified, so resolvers cannot tell the two apart.
 */
export interface AppSyncIdentity {
  sub: string;
  username: string;
  issuer: string;
  claims: Record<string, unknown>;
  groups: string[] | null;
  sourceIp: string[];
  defaultAuthStrategy?: string;
}

/** What resolvers know about the caller: only ever derived from the identity, never from arguments. */
export interface Caller {
  sub: string;
  username: string;
  /**
   * Her sign-in email, only from a token that carries it as verified: an ID token (`email`, `email_verified`).
   * An access token, which the app sends for most calls, carries neither, so this is then undefined.
   */
  email: string | undefined;
  isAdmin: boolean;
  /** In the PrizeDrawService group: the site's server account that submits free prize-draw entries. */
  isPrizeDrawService: boolean;
  /** The token's custom:source (partner slug she joined through), recorded once at createUser. */
  source: string | undefined;
  /**
   * When she joined the prize draw, from her ID token's custom:prize_draw: a consent record only the server writes
   * (her own token may not), stamped only while the draw is open. An access token carries none.
   */
  prizeDrawJoinedAt: Date | undefined;
}

export const PRIZE_DRAW_SERVICE_GROUP = 'PrizeDrawService';

/** Returns null for a missing identity or one without a user (API key, IAM), which no operation accepts. */
export function callerFromIdentity(identity: unknown): Caller | null {
  if (!identity || typeof identity !== 'object') return null;
  const { sub, username, claims } = identity as Partial<AppSyncIdentity>;
  if (typeof sub !== 'string' || sub.length === 0) return null;
  const verified = claims?.email_verified === true || claims?.email_verified === 'true';
  const email = verified && typeof claims?.email === 'string' && claims.email ? claims.email : undefined;
  const source = claims && typeof claims['custom:source'] === 'string' ? claims['custom:source'] : undefined;
  const groups = groupsOf(identity as Partial<AppSyncIdentity>);
  const joined =
    claims && typeof claims['custom:prize_draw'] === 'string' ? Date.parse(claims['custom:prize_draw']) : NaN;
  return {
    sub,
    username: typeof username === 'string' && username ? username : sub,
    email,
    isAdmin: groups.includes(ADMIN_GROUP),
    isPrizeDrawService: groups.includes(PRIZE_DRAW_SERVICE_GROUP),
    source,
    prizeDrawJoinedAt: Number.isNaN(joined) ? undefined : new Date(joined),
  };
}

/**
 * Membership of the Admin group anywhere in the list. (The seed client looked only at the list's second
 * entry; that was an accident of its group order, not a rule.)
 */
function groupsOf(identity: Partial<AppSyncIdentity>): string[] {
  if (Array.isArray(identity.groups)) return identity.groups.filter((g) => typeof g === 'string');
  const fromClaims = identity.claims?.['cognito:groups'];
  if (Array.isArray(fromClaims)) return fromClaims.filter((g): g is string => typeof g === 'string');
  if (typeof fromClaims === 'string') return fromClaims.split(/[\s,]+/).filter(Boolean);
  return [];
}

/**
 * Builds the AppSync identity from the claims of an id or access token that the caller has ALREADY verified
 * (signature, issuer, audience, expiry). Never pass unverified claims.
 */
export function identityFromVerifiedClaims(
  claims: Record<string, unknown>,
  options: { sourceIp?: string } = {},
): AppSyncIdentity {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const username =
    (typeof claims['cognito:username'] === 'string' && claims['cognito:username']) ||
    (typeof claims.username === 'string' && claims.username) ||
    sub;
  const rawGroups = claims['cognito:groups'];
  return {
    sub,
    username,
    issuer: typeof claims.iss === 'string' ? claims.iss : '',
    claims,
    groups: Array.isArray(rawGroups) ? rawGroups.filter((g): g is string => typeof g === 'string') : null,
    sourceIp: options.sourceIp ? [options.sourceIp] : [],
    defaultAuthStrategy: 'ALLOW',
  };
}
