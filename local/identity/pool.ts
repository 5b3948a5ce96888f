import { LOCAL_USER_POOL_ID } from '../../lib/local-stack';

/**
 * The one local user pool and app client. Their ids live in lib/local-stack.ts, which the app's config reads
 * too (a relative path: scripts and e2e helpers import this file without the @/ alias).
 */
export { LOCAL_REGION, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../lib/local-stack';

/** Amplify and Cognito both take the SRP "pool name" from the part of the pool id after the underscore. */
export const LOCAL_USER_POOL_NAME = LOCAL_USER_POOL_ID.split('_')[1] ?? '';

/** Path of the Cognito JSON endpoint on the local stack; Amplify reaches it through `userPoolEndpoint`. */
export const IDENTITY_PATH = '/identity';

/** The token issuer for a stack served at `baseUrl`; the JWKS lives at `${issuer}/.well-known/jwks.json`. */
export function issuerFor(baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}${IDENTITY_PATH}/${LOCAL_USER_POOL_ID}`;
}

/** Lifetimes the spec and Cognito's defaults give the pool. */
export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const ID_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const SIGN_UP_CODE_SECONDS = 24 * 60 * 60;
export const RESET_CODE_SECONDS = 60 * 60;
export const ATTRIBUTE_CODE_SECONDS = 24 * 60 * 60;
/** How long an SRP challenge (the SECRET_BLOCK) may be answered. */
export const SRP_CHALLENGE_SECONDS = 5 * 60;

/** Throttling: repeated failures within the window lock the action for that user until the window passes. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const MAX_PASSWORD_FAILURES = 5;
export const MAX_CODE_FAILURES = 5;
export const MAX_CODES_SENT_PER_WINDOW = 5;

/** Access token scope Cognito grants to user-pool API sign-ins (not OAuth). */
export const USER_ADMIN_SCOPE = 'aws.cognito.signin.user.admin';
