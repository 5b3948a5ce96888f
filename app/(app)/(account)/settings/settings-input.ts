import type { AccountUser } from '@/lib/data/account-user';
import { splitDate } from '@/lib/forms/date-parts';
import type { SettingsInput } from '@/lib/forms/settings';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';

/**
 * The form's inputs for what is stored: the page's first render and the answer after a save. Accounts made
 * before her sign-up title and phone were copied to her record hold them only in her sign-in account
 * (`identity`, read now): they are shown from there, so she can see, correct or remove them (a save writes both).
 */
export function settingsInputOf(
  user: AccountUser,
  identity: Readonly<Record<string, string>> | null = null,
): SettingsInput {
  return {
    prefix: user.prefix ?? identity?.[CUSTOM_ATTRIBUTES.prefix] ?? '',
    given: user.givenName ?? '',
    family: user.familyName ?? '',
    ...(splitDate('dob', user.dateOfBirth) as Pick<SettingsInput, 'dob-day' | 'dob-month' | 'dob-year'>),
    phone: user.phone ?? identity?.phone_number ?? '',
  };
}
