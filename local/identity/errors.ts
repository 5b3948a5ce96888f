/**
 * A Cognito service error. The HTTP layer turns it into Cognito's wire form: status 400, the name in
 * `x-amzn-errortype` and `{ "__type": name, "message": message }`, which is what Amplify's parser reads.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

/** The one answer for unknown users and wrong passwords alike, so the service never reveals who has an account. */
export const incorrectCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);

export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

export const attemptLimitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');
