import { CognitoError } from './errors';

/** Cognito's accepted symbol set for "require symbols". */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/**
 * The spec's policy as data, in Cognito's own terms: the local service enforces it below and infra/ gives the
 * AWS user pool the same values, so the two cannot drift apart.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** The spec's policy: at least 8 characters with lowercase, uppercase, numbers and symbols. */
export function passwordPolicyProblem(password: string): string | null {
  const policy = PASSWORD_POLICY;
  if (password.length < policy.minLength) return 'Password not long enough';
  if (policy.requireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (policy.requireDigits && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.requireSymbols && !SYMBOLS.test(password)) return 'Password must have symbol characters';
  return null;
}

export function assertPasswordMeetsPolicy(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password.length === 0) {
    throw new CognitoError(
      'InvalidParameterException',
      "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must not be null",
    );
  }
  if (/^\s|\s$/.test(password)) {
    throw new CognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password must not start or end with whitespace',
    );
  }
  const problem = passwordPolicyProblem(password);
  if (problem) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
}
