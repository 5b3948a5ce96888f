import type { AccountUser } from '@/lib/data/account-user';
import type { SettingsErrors, SettingsInput } from '@/lib/data/schemas/settings';

/** What the settings action answers; `values` is always what the form shows next, so nothing typed is lost. */
export interface SettingsState {
  status: 'idle' | 'invalid' | 'saved' | 'failed';
  message: string;
  errors: SettingsErrors;
  values: SettingsInput;
  /** Changes on every answer, so the form re-applies `values` after React resets it. */
  version: number;
}

export function settingsInputOf(user: AccountUser): SettingsInput {
  return {
    prefix: user.prefix ?? '',
    given: user.givenName ?? '',
    family: user.familyName ?? '',
    dob: user.dateOfBirth ?? '',
    phone: user.phone ?? '',
    reminder: user.reminder,
  };
}
