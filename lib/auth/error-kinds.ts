/**
 * What kind of failure an identity-service error is, without any wording. Kept apart from the messages (and
 * their zod field schemas) because the auth store runs on every page and must stay small.
 */
export function errorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') return error.name;
  return '';
}

export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return '';
}

/** Errors that mean "the service was not reached", which must never be read as "you are signed out". */
export function isNetworkError(error: unknown): boolean {
  const name = errorName(error);
  return (
    name === 'NetworkError' ||
    name === 'ERR_NETWORK' ||
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (error instanceof TypeError && /fetch|network/i.test(error.message)) ||
    /^Network Error$/i.test(errorText(error))
  );
}

/**
 * Answers that mean the stored session is over (spec section 4: access or refresh token revoked or expired, user
 * disabled or gone, password reset required). These sign her out locally; a network error never does.
 */
export function isSessionInvalidError(error: unknown): boolean {
  const name = errorName(error);
  return [
    'NotAuthorizedException',
    'TokenRevokedException',
    'RefreshTokenReuseException',
    'UserNotFoundException',
    'PasswordResetRequiredException',
    'UserNotConfirmedException',
  ].includes(name);
}

/**
 * An account action made while signed in (changing her password or email) refused because her session has ended,
 * not because of anything she typed: Cognito answers NotAuthorizedException for a revoked access token (a sign-out
 * on another device), an expired or invalid one, and a disabled account, as it does for a wrong current password
 * ("Incorrect username or password.") and a lock-out ("Password attempts exceeded"), which alone are hers to fix.
 */
export function isSignedInSessionEnded(error: unknown): boolean {
  if (errorName(error) === 'NotAuthorizedException')
    return !/incorrect username or password|attempts exceeded/i.test(errorText(error));
  return isSessionInvalidError(error) || errorName(error) === 'UserUnAuthenticatedException';
}
