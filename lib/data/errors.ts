import 'server-only';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * What went wrong with a data call, in the terms a screen acts on:
 * - `unavailable`: the API could not be reached or failed; try again later (never a sign-out);
 * - `unauthorised`: the API refused the session (revoked or expired token); sign in again;
 * - `forbidden`: the session is good but this is not hers (someone else's record, an admin-only operation):
 *   AppSync's `Unauthorized` inside a 200 answer, which signing in again would not change;
 * - `rejected`: the API refused the input (validation);
 * - `conflict`: the record changed meanwhile (optimistic concurrency);
 * - `paused`: her health information, which she has withdrawn her consent to our using (health-gate.ts);
 * - `closed`: too late, what she asked for has closed (the prize draw after its closing time, or after its winner
 *   was drawn: errorType `AlreadyDrawn`; an offer that ended or is no longer live);
 * - `early`: too early, what was asked for is not open yet (drawing the prize draw's winner before its close);
 * - `failed`: anything else.
 */
export type DataErrorKind =
  'unavailable' | 'unauthorised' | 'forbidden' | 'rejected' | 'conflict' | 'paused' | 'closed' | 'early' | 'failed';

export class DataError extends Error {
  constructor(
    readonly kind: DataErrorKind,
    /** The GraphQL operation name, e.g. UserByUid. */
    readonly operation: string,
    /** AppSync's errorType, an HTTP status or the JS error name: never a message (they can carry data). */
    readonly errorType: string,
  ) {
    super(`${operation} failed: ${kind} (${errorType})`);
    this.name = 'DataError';
  }
}

function graphQLErrorType(error: CombinedGraphQLErrors): string {
  const first = error.errors[0] as { errorType?: unknown } | undefined;
  return typeof first?.errorType === 'string' ? first.errorType : 'GraphQLError';
}

const KIND_BY_APPSYNC_TYPE: Record<string, DataErrorKind> = {
  // A resolver's refusal: the token was accepted, the caller may not have this.
  Unauthorized: 'forbidden',
  // AppSync's refusal of the token itself (with HTTP 401), before any resolver runs.
  UnauthorizedException: 'unauthorised',
  ValidationError: 'rejected',
  BadRequest: 'rejected',
  Conflict: 'conflict',
  Closed: 'closed',
  AlreadyDrawn: 'closed',
  TooEarly: 'early',
  InternalFailure: 'unavailable',
};

/** Turns whatever Apollo or fetch threw into a DataError without keeping any message text. */
export function toDataError(error: unknown, operation: string): DataError {
  if (error instanceof DataError) return error;
  if (CombinedGraphQLErrors.is(error)) {
    const errorType = graphQLErrorType(error);
    return new DataError(KIND_BY_APPSYNC_TYPE[errorType] ?? 'failed', operation, errorType);
  }
  if (ServerError.is(error)) {
    const { statusCode } = error;
    const kind =
      statusCode === 401 || statusCode === 403 ? 'unauthorised' : statusCode >= 500 ? 'unavailable' : 'failed';
    return new DataError(kind, operation, `HTTP ${statusCode}`);
  }
  // fetch's "fetch failed" (connection refused, DNS, reset) and timeouts: the API is out of reach.
  // (A timeout's DOMException is not always an Error instance across realms, so read `name` directly.)
  const name =
    error && typeof error === 'object' && typeof (error as { name?: unknown }).name === 'string'
      ? (error as Error).name
      : typeof error;
  return new DataError(
    name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError' ? 'unavailable' : 'failed',
    operation,
    name,
  );
}

/**
 * Spec section 8: a failed load is only logged. The line names the operation and the error type, never
 * variables, messages, health data or tokens.
 */
export function logDataFailure(error: DataError): void {
  // A paused read or write is her choice (she withdrew her health-data consent), not something going wrong.
  if (error.kind === 'paused') return;
  console.error(`[data] ${error.operation} failed: ${error.kind} (${error.errorType})`);
}
