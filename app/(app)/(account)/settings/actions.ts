'use server';

import { saveIdentityDetails } from '@/lib/auth/identity-details';
import { formAction } from '@/lib/actions/form-action';
import { expectedInput } from '@/lib/forms/account-expected';
import { settingsSchema, type SettingsField, type SettingsState } from '@/lib/forms/settings';
import { checkDetailsUnchanged } from '@/lib/data/details-unchanged';
import { DataError } from '@/lib/data/errors';
import { updateProfileDetails } from '@/lib/data/users';
import { identity } from './identity-call';
import { restoreIdentityFromRecord } from './restore-identity';
import { settingsInputOf } from './settings-input';

const save = formAction<
  ReturnType<typeof settingsSchema>,
  SettingsField,
  Awaited<ReturnType<typeof updateProfileDetails>>
>({
  path: '/settings',
  schema: () => settingsSchema(),
  // The form carries the details it was filled with: a tab left open must not undo details saved since.
  record: 'expected',
  operation: 'UpdateAccountUser',
  // Her sign-in account first: if it cannot be changed, nothing is saved and she is told so, with what she
  // typed still in the form; a retry writes both again (each write sets the whole of her details). Details changed
  // in another window since the form read them are refused before either is written; one saved there after that
  // check makes the record refuse, and her sign-in account is put back to match the record.
  run: async (values, { user, expected }) => {
    await checkDetailsUnchanged(user.sub, values, expected!);
    await identity('UpdateUserAttributes', () => saveIdentityDetails(user.accessToken, values));
    return updateProfileDetails(values, expected!).catch(async (error: unknown) => {
      if (error instanceof DataError && error.kind === 'conflict') await restoreIdentityFromRecord(user);
      throw error;
    });
  },
  // With the details as now stored, so a second save from this form is not a conflict with its own first one.
  saved: (user) => ({
    message: 'Your details have been saved.',
    values: { ...settingsInputOf(user), ...expectedInput('details', user.read) },
  }),
  failures: {
    conflict:
      'Your details were not saved: your account was changed in another window or on another device after this page was opened, and saving these could undo that change. What you typed is still here. Copy anything you want to keep, reload the page to see your details as they are now, then make your changes again.',
  },
});

export async function saveSettings(previous: SettingsState, form: FormData): Promise<SettingsState> {
  return save(previous, form);
}
