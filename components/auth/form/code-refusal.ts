import { authErrorMessage, authMessages, type AuthAction } from '@/lib/auth/messages';

/** Her words for a code the identity service refused: wrong, expired, or (signing up) not usable any more. */
const CODE_REFUSALS = new Set<string>([
  authMessages.codeMismatch,
  authMessages.codeExpired,
  authMessages.confirmCodeRefused,
]);

/**
 * `clientFormAction`'s `describe` for a form with a code box: a refused code is said beside the box, which is
 * then `aria-invalid`, as well as in the summary; any other failure is the form's usual message.
 */
export function describeCodeRefusal(action: AuthAction) {
  return (error: unknown): string | { field: 'code'; message: string } => {
    const message = authErrorMessage(error, action);
    return CODE_REFUSALS.has(message) ? { field: 'code', message } : message;
  };
}
