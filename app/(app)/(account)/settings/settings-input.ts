import type { AccountUser } from '@/lib/data/account-user';
import { splitDate } from '@/lib/forms/date-parts';
import type { SettingsInput } from '@/lib/forms/settings';

/** The form's inputs for what is stored: the page's first render and the answer after a save. */
export function settingsInputOf(user: AccountUser): SettingsInput {
  return {
    prefix: user.prefix ?? '',
    given: user.givenName ?? '',
    family: user.familyName ?? '',
    ...(splitDate('dob', user.dateOfBirth) as Pick<SettingsInput, 'dob-day' | 'dob-month' | 'dob-year'>),
    phone: user.phone ?? '',
  };
}
