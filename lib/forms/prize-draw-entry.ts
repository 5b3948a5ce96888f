import { z } from 'zod';
import { text, email as emailRule } from '@/lib/validation/fields';
import { EMAIL_MAX, TEXT_LIMITS } from '@/lib/validation/limits';

/**
 * Free prize-draw entry without an account (/prize-draw/enter). The same limits the API applies
 * (backend/validation/offers.ts `freeEntryArgs`), in words that sit next to the field. The confirmation is the
 * form's own: the rules make eligibility (UK, 18 or over) a condition of entry, so she says it is true of her.
 */
export const freeEntrySchema = z.object({
  name: text(TEXT_LIMITS.name, {
    tooLong: `Your name must be ${TEXT_LIMITS.name} characters or fewer`,
    controlCharacters: 'Your name can only contain letters, spaces and punctuation',
  }).pipe(z.string().min(1, 'Enter your name')),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .max(EMAIL_MAX, `Email addresses can be at most ${EMAIL_MAX} characters`)
    .pipe(emailRule('Enter an email address in the right format, like name@example.com')),
  confirm: z.literal('yes', {
    error: 'Confirm that you live in the UK, are 18 or over and agree to the prize-draw rules',
  }),
});

export const FREE_ENTRY_FIELDS = ['name', 'email', 'confirm'] as const;
export type FreeEntryField = (typeof FREE_ENTRY_FIELDS)[number];
export type FreeEntryValues = z.output<typeof freeEntrySchema>;

/**
 * What the form says after sending, whether or not the email address was already entered: the same words for
 * everyone, so they tell no one whether an address, or another spelling of it, has entered.
 */
export const FREE_ENTRY_RECEIVED =
  'Thank you. Unless this email address was already entered, or another way of writing it that reaches the same inbox, it is now entered in the draw (one entry per person). We will email you only if you win.';
