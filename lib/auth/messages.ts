import { errorName, errorText, isNetworkError, isSignedInSessionEnded } from './error-kinds';
import { fieldMessages } from './schemas';

export { errorName, isNetworkError, isSessionInvalidError, isSignedInSessionEnded } from './error-kinds';

/**
 * What she reads when the identity service says no. Cognito's own messages are technical and some reveal
 * whether an account exists; these never do (the same words for "no such account" and "wrong password").
 * Spec section 8 names "Network Error" and "Authentication Error" (the default); both get plain sentences here.
 */
export type AuthAction =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendCode'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'changeEmail'
  | 'newPassword'
  | 'signOut';

export const authMessages = {
  network:
    "We couldn't reach the sign-in service. Check your connection and try again; nothing you typed has been lost.",
  default: 'Something went wrong while signing you in. Please try again in a moment.',
  incorrectCredentials: 'Incorrect email or password.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  signUpRefused:
    "We couldn't create an account with those details. If you already have one, sign in or reset your password.",
  codeMismatch: "That code doesn't match the one we sent. Check the newest email from us and try again.",
  codeExpired: 'That code has expired. Ask for a new code and use the newest one.',
  passwordPolicy:
    'Your password needs at least 8 characters, with a lowercase letter, a capital letter, a number and a symbol, and no space at the start or end.',
  resetCodeSent: "If an account exists for that email, we've sent a code to it. It lasts one hour.",
  signUpCodeSent: "If that email is waiting to be confirmed, we've sent a new code to it.",
  sessionExpired: 'Your sign-in has expired. Please sign in again.',
  currentPasswordWrong: 'Your current password is not right.',
  // One answer for a wrong, expired or unknown code and an email already confirmed: none tells a stranger
  // whether an account exists (Cognito answers each differently).
  confirmCodeRefused:
    "That code didn't work. Use the newest code we sent, or ask for a new one. If you've already confirmed your email, you can sign in.",
  unsupportedStep: "This account needs a sign-in step this site doesn't support yet. Please contact us.",
} as const;

/**
 * Confirming a sign-up: a wrong code (CodeMismatch), an unknown email (CodeMismatch or ExpiredCode, depending on
 * the pool), an expired code and an already confirmed account (NotAuthorized "Current status is CONFIRMED")
 * all read the same.
 */
const CONFIRM_SIGN_UP_REFUSALS = new Set([
  'CodeMismatchException',
  'ExpiredCodeException',
  'NotAuthorizedException',
  'UserNotFoundException',
]);

/** Asking for a new sign-up code: an unknown email and an already confirmed one read like a code sent. */
const RESEND_CODE_REFUSALS = new Set(['UserNotFoundException', 'InvalidParameterException']);

/** Account actions made with her access token, which a sign-out on another device revokes. */
const SIGNED_IN_ACTIONS: ReadonlySet<AuthAction> = new Set(['changePassword', 'changeEmail']);

/** Amplify rejects with an `AuthError` whose `name` is the service's error type (or its own validation code). */
export function authErrorMessage(error: unknown, action: AuthAction): string {
  if (isNetworkError(error)) return authMessages.network;
  const name = errorName(error);
  const text = errorText(error);
  if (action === 'confirmSignUp' && CONFIRM_SIGN_UP_REFUSALS.has(name)) return authMessages.confirmCodeRefused;
  if (action === 'resendCode' && RESEND_CODE_REFUSALS.has(name)) return authMessages.signUpCodeSent;
  // Signed in elsewhere and signed out everywhere meanwhile: no password or email of hers is at fault.
  if (SIGNED_IN_ACTIONS.has(action) && isSignedInSessionEnded(error)) return authMessages.sessionExpired;

  switch (name) {
    case 'NotAuthorizedException':
      if (/attempts exceeded/i.test(text)) return authMessages.tooManyAttempts;
      if (action === 'changePassword') return authMessages.currentPasswordWrong;
      if (action === 'newPassword' || /session is expired|invalid session/i.test(text))
        return authMessages.sessionExpired;
      if (action === 'signIn') return authMessages.incorrectCredentials;
      return action === 'signUp' ? authMessages.signUpRefused : authMessages.default;
    case 'UserNotFoundException':
      // Only reachable when the pool reveals user existence; say what a wrong password would say.
      if (action === 'forgotPassword') return authMessages.resetCodeSent;
      if (action === 'resetPassword') return authMessages.codeMismatch;
      return authMessages.incorrectCredentials;
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return authMessages.signUpRefused;
    case 'CodeMismatchException':
      return authMessages.codeMismatch;
    case 'ExpiredCodeException':
      return authMessages.codeExpired;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return authMessages.tooManyAttempts;
    case 'InvalidPasswordException':
      return authMessages.passwordPolicy;
    case 'UserAlreadyAuthenticatedException':
      return "You're already signed in.";
    case 'UserUnAuthenticatedException':
      return authMessages.sessionExpired;
    case 'InvalidParameterException':
      if (/phone/i.test(text))
        return 'Enter a UK phone number like 07700 900123, or an international one starting with +';
      if (/email/i.test(text)) return 'Enter an email address in the right format, like name@example.com';
      return action === 'signUp' ? authMessages.signUpRefused : authMessages.default;
    case 'CodeDeliveryFailureException':
      return "We couldn't send the email just now. Please try again in a few minutes.";
    case 'EmptySignInUsername':
    case 'EmptySignUpUsername':
    case 'EmptyConfirmSignUpUsername':
    case 'EmptyResetPasswordUsername':
    case 'EmptyConfirmResetPasswordUsername':
      return fieldMessages.username;
    case 'EmptySignInPassword':
    case 'EmptySignUpPassword':
    case 'EmptyConfirmResetPasswordNewPassword':
    case 'EmptyUpdatePassword':
      return fieldMessages.password;
    case 'EmptyConfirmSignUpCode':
    case 'EmptyConfirmResetPasswordConfirmationCode':
      return fieldMessages.confirmationCode;
    case 'EmptyChallengeResponse':
      return fieldMessages.challengeResponse;
    default:
      return authMessages.default;
  }
}
