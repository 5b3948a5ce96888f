/**
 * Errors in the shape AppSync gives them. A direct Lambda resolver's thrown error reaches the client with
 * the Lambda's `errorType` (the Node runtime takes it from `error.name`) and `errorMessage`, so setting
 * `name` to the error type is what makes AppSync and the local executor report the same `errorType`.
 */
export type AppSyncErrorType =
  | 'Unauthorized'
  | 'ValidationError'
  | 'BadRequest'
  | 'NotFound'
  | 'Conflict'
  // Too late: what it asks for has closed (the prize draw after its closing time, an offer no longer live), so the
  // app can say so.
  | 'Closed'
  // Too early: what it asks for is not open yet (drawing the prize draw's winner before its close).
  | 'TooEarly'
  // Too late in another way: the prize draw she joined before its close was made before she was entered.
  | 'AlreadyDrawn'
  | 'InternalFailure';

export class AppSyncError extends Error {
  readonly errorType: AppSyncErrorType;

  constructor(errorType: AppSyncErrorType, message: string) {
    super(message);
    this.name = errorType;
    this.errorType = errorType;
  }
}

/** AppSync's own wording when an auth rule refuses a field; the resolver uses it too, so both look alike. */
export function notAuthorized(fieldName: string, parentTypeName: string): AppSyncError {
  return new AppSyncError('Unauthorized', `Not Authorized to access ${fieldName} on type ${parentTypeName}`);
}

export function isConditionalCheckFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
