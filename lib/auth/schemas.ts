import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import { normalisePhone } from '@/lib/validation/rules';

/**
 * One schema per sign-in form, shared by the form and any server code that receives the same input.
 * Empty-field messages follow spec section 5 (Username, Password, Confirmation code, Challenge response):
 * each names what she has to type, in words she uses.
 */
export const fieldMessages = {
  username: 'Enter your email address',
  password: 'Enter your password',
  confirmationCode: 'Enter the 6-digit code from your email',
  challengeResponse: 'Enter a new password',
} as const;

/** Cognito's "require symbols" set (spec section 5: lowercase, uppercase, numbers and symbols). */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The pool's password policy as a checklist; the sign-up form shows it live, the schema enforces it. */
export const passwordRules = [
  { id: 'length', label: 'At least 8 characters', test: (value: string) => value.length >= 8 },
  { id: 'lower', label: 'A lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { id: 'upper', label: 'A capital letter', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'number', label: 'A number', test: (value: string) => /[0-9]/.test(value) },
  { id: 'symbol', label: 'A symbol, such as ! ? # or -', test: (value: string) => SYMBOL.test(value) },
] as const;

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, fieldMessages.username)
  .max(254, 'Email addresses can be at most 254 characters')
  .pipe(z.email('Enter an email address in the right format, like name@example.com'));

/** Sign-in only checks that something was typed: the policy may have changed since she chose it. */
const currentPassword = z.string().min(1, fieldMessages.password).max(256, 'Passwords can be at most 256 characters');

function newPassword(emptyMessage: string) {
  return z
    .string()
    .min(1, emptyMessage)
    .max(256, 'Passwords can be at most 256 characters')
    .refine((value) => !/^\s|\s$/.test(value), 'Your password must not start or end with a space')
    .refine(
      (value) => passwordRules.every((rule) => rule.test(value)),
      'Your password needs at least 8 characters, with a lowercase letter, a capital letter, a number and a symbol',
    );
}

const confirmationCode = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, fieldMessages.confirmationCode)
      .regex(/^\d{6}$/, 'The code is the 6 digits in the email we sent you'),
  );

export const prefixes = ['Ms', 'Mrs', 'Miss', 'Mx', 'Dr'] as const;

/** Phone numbers follow the one shared rule: E.164, UK numbers converted (lib/validation). */
export { normalisePhone };

const phone = z
  .string()
  .trim()
  .transform((value, context) => {
    const normalised = normalisePhone(value);
    if (normalised === null) {
      context.addIssue({
        code: 'custom',
        message: 'Enter a UK phone number like 07700 900123, or an international one starting with +',
      });
      return z.NEVER;
    }
    return normalised;
  });

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}`)
    .max(TEXT_LIMITS.name, `Your ${label} can be at most ${TEXT_LIMITS.name} characters`);

/** An unticked checkbox is absent from FormData: "on" means ticked. */
const ticked = (message: string) => z.literal('on', message);

export const signInSchema = z.object({ email, password: currentPassword });

export const signUpSchema = z.object({
  email,
  password: newPassword(fieldMessages.password),
  prefix: z.enum(prefixes).or(z.literal('')).default(''),
  givenName: name('first name'),
  familyName: name('last name'),
  phone: phone.default(''),
  termsConsent: ticked('Tick to agree to the terms and privacy notice'),
  healthConsent: ticked('Tick to agree to us using your health information'),
});

export const confirmEmailSchema = z.object({ email, code: confirmationCode });

export const resendCodeSchema = z.object({ email });

/** Settings: her new email, then the code the identity service sent to it. */
export const changeEmailSchema = z.object({ email });
export const confirmEmailChangeSchema = z.object({ code: confirmationCode });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  email,
  code: confirmationCode,
  newPassword: newPassword(fieldMessages.password),
});

/** The NEW_PASSWORD_REQUIRED challenge: her answer is the new password. */
export const newPasswordChallengeSchema = z.object({ newPassword: newPassword(fieldMessages.challengeResponse) });

export const changePasswordSchema = z
  .object({ oldPassword: currentPassword, newPassword: newPassword('Enter a new password') })
  .refine((value) => value.oldPassword !== value.newPassword, {
    message: 'Choose a password different from your current one',
    path: ['newPassword'],
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
