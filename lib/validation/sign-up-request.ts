import { isPartnerSlug } from '@/lib/site/partner-slugs';

/**
 * What she asked for when she joined: the versions of the terms and of the health-data consent she ticked,
 * whether she joined the prize draw, and the partner she came from. Her browser may not write her consent records
 * (lib/validation/identity-permissions.ts), so sign-up stores this one request in `custom:sign_up_request`, and
 * only the post-confirmation step turns it into the records, with the server's clock (backend/core/consent-stamps.ts).
 * Before confirmation she has no token to rewrite it with; after, rewriting it changes nothing.
 */
export interface SignUpRequest {
  /** The version of the terms and privacy notice she agreed to; absent when she did not. */
  terms?: string;
  /** The version of the explicit consent to health data she gave; absent when she did not. */
  health?: string;
  prizeDraw: boolean;
  /** A known partner slug, else 'direct'. Free text is never stored. */
  source: string;
}

/** A consent version as the app names them ('2025-06'); anything else is not a consent she was shown. */
const VERSION = /^[0-9A-Za-z.-]{1,20}$/;

/** Where she came from: a known partner slug from `?source=`, else 'direct'. */
export function signUpSource(raw: unknown): string {
  const slug = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return isPartnerSlug(slug) ? slug : 'direct';
}

export function encodeSignUpRequest(request: SignUpRequest): string {
  return JSON.stringify({
    ...(request.terms ? { terms: request.terms } : {}),
    ...(request.health ? { health: request.health } : {}),
    prizeDraw: request.prizeDraw,
    source: signUpSource(request.source),
  });
}

/**
 * The request as stored, checked again (it came from her browser): a version that is not one, or a source that is
 * not a partner, is dropped or recorded as direct. Null when there is none, or it is not a request at all.
 */
export function readSignUpRequest(stored: string | undefined): SignUpRequest | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { terms, health, prizeDraw, source } = value as Record<string, unknown>;
  const version = (candidate: unknown) =>
    typeof candidate === 'string' && VERSION.test(candidate) ? candidate : undefined;
  return {
    ...(version(terms) ? { terms: version(terms) } : {}),
    ...(version(health) ? { health: version(health) } : {}),
    prizeDraw: prizeDraw === true,
    source: signUpSource(source),
  };
}
