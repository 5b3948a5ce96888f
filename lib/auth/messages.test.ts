import {
  authErrorMessage,
  authMessages,
  isNetworkError,
  isSessionInvalidError,
  isSignedInSessionEnded,
} from './messages';

/** Amplify's AuthError carries the service's error type as `name`. */
function serviceError(name: string, message = '') {
  return Object.assign(new Error(message), { name });
}

describe('authErrorMessage', () => {
  it('never says whether an account exists on sign-in', () => {
    expect(authErrorMessage(serviceError('NotAuthorizedException', 'Incorrect username or password.'), 'signIn')).toBe(
      'Incorrect email or password.',
    );
    expect(authErrorMessage(serviceError('UserNotFoundException', 'User does not exist.'), 'signIn')).toBe(
      'Incorrect email or password.',
    );
  });

  it('does not confirm an existing account on sign-up', () => {
    const message = authErrorMessage(
      serviceError('UsernameExistsException', 'An account with the given email already exists.'),
      'signUp',
    );
    expect(message).toBe(authMessages.signUpRefused);
    expect(message).not.toMatch(/exists/);
  });

  it('confirming a sign-up reads the same for a wrong code, an unknown email and an already confirmed one', () => {
    const answers = [
      serviceError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
      serviceError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
      serviceError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
      serviceError('UserNotFoundException', 'Username/client id combination not found.'),
    ].map((error) => authErrorMessage(error, 'confirmSignUp'));
    expect(new Set(answers)).toEqual(new Set([authMessages.confirmCodeRefused]));
    expect(authMessages.confirmCodeRefused).not.toMatch(/is already confirmed|exists/);
  });

  it('asking for a new code reads as sent for an unknown email and an already confirmed one', () => {
    expect(
      authErrorMessage(serviceError('InvalidParameterException', 'User is already confirmed.'), 'resendCode'),
    ).toBe(authMessages.signUpCodeSent);
    expect(authErrorMessage(serviceError('UserNotFoundException'), 'resendCode')).toBe(authMessages.signUpCodeSent);
  });

  it('no message says an email is already confirmed', () => {
    expect(Object.values(authMessages).filter((text) => /email is already confirmed/i.test(text))).toEqual([]);
  });

  it('answers a forgotten-password request for an unknown email as if it were sent', () => {
    expect(authErrorMessage(serviceError('UserNotFoundException'), 'forgotPassword')).toBe(authMessages.resetCodeSent);
  });

  it('tells a locked-out user to wait, not that the password is wrong', () => {
    expect(authErrorMessage(serviceError('NotAuthorizedException', 'Password attempts exceeded'), 'signIn')).toBe(
      authMessages.tooManyAttempts,
    );
    expect(authErrorMessage(serviceError('LimitExceededException'), 'confirmSignUp')).toBe(
      authMessages.tooManyAttempts,
    );
  });

  it.each([
    ['CodeMismatchException', authMessages.codeMismatch],
    ['ExpiredCodeException', authMessages.codeExpired],
    ['InvalidPasswordException', authMessages.passwordPolicy],
  ])('explains %s', (name, expected) => {
    expect(authErrorMessage(serviceError(name), 'resetPassword')).toBe(expected);
  });

  it('says the current password is wrong when changing it', () => {
    expect(
      authErrorMessage(serviceError('NotAuthorizedException', 'Incorrect username or password.'), 'changePassword'),
    ).toBe(authMessages.currentPasswordWrong);
  });

  it.each(['Access Token has been revoked', 'Access Token has expired', 'Invalid Access Token', 'User is disabled.'])(
    'a signed-in account change refused with "%s" says her session has ended, never that a password is wrong',
    (text) => {
      for (const action of ['changePassword', 'changeEmail'] as const) {
        const error = serviceError('NotAuthorizedException', text);
        expect(authErrorMessage(error, action)).toBe(authMessages.sessionExpired);
        expect(isSignedInSessionEnded(error)).toBe(true);
      }
    },
  );

  it('a wrong current password or a lock-out is hers to fix, not an ended session', () => {
    const wrong = serviceError('NotAuthorizedException', 'Incorrect username or password.');
    const locked = serviceError('NotAuthorizedException', 'Password attempts exceeded');
    expect(authErrorMessage(locked, 'changePassword')).toBe(authMessages.tooManyAttempts);
    expect(isSignedInSessionEnded(wrong)).toBe(false);
    expect(isSignedInSessionEnded(locked)).toBe(false);
    expect(isSignedInSessionEnded(serviceError('NetworkError', 'A network error has occurred.'))).toBe(false);
  });

  it('reassures her that nothing typed is lost when the service cannot be reached', () => {
    const network = serviceError('NetworkError', 'A network error has occurred.');
    expect(authErrorMessage(network, 'signIn')).toMatch(/nothing you typed has been lost/);
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'signUp')).toBe(authMessages.network);
    expect(authErrorMessage(new Error('Network Error'), 'signIn')).toBe(authMessages.network);
  });

  it('falls back to a plain default for anything unknown, never the raw service text', () => {
    const message = authErrorMessage(
      serviceError('InternalErrorException', 'java.lang.NullPointerException'),
      'signIn',
    );
    expect(message).toBe(authMessages.default);
  });

  it("maps Amplify's own empty-field checks to the form's words", () => {
    expect(authErrorMessage(serviceError('EmptySignInUsername'), 'signIn')).toBe('Enter your email address');
    expect(authErrorMessage(serviceError('EmptyChallengeResponse'), 'newPassword')).toBe('Enter a new password');
  });

  it('an expired challenge session asks her to start again', () => {
    expect(
      authErrorMessage(
        serviceError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
        'newPassword',
      ),
    ).toBe(authMessages.sessionExpired);
  });
});

describe('session-ending answers (spec section 4)', () => {
  it.each([
    'NotAuthorizedException',
    'TokenRevokedException',
    'UserNotFoundException',
    'PasswordResetRequiredException',
  ])('%s ends the session', (name) => {
    expect(isSessionInvalidError(serviceError(name))).toBe(true);
  });

  it('a network failure never ends the session', () => {
    const network = serviceError('NetworkError');
    expect(isNetworkError(network)).toBe(true);
    expect(isSessionInvalidError(network)).toBe(false);
  });

  it('throttling is not a sign-out', () => {
    expect(isSessionInvalidError(serviceError('TooManyRequestsException'))).toBe(false);
  });
});
