'use server';

import { saveIdentityDetails } from '@/lib/auth/identity-details';
import { formAction } from '@/lib/actions/form-action';
import { settingsSchema, type SettingsField, type SettingsState } from '@/lib/forms/settings';
import { updateProfileDetails } from '@/lib/data/users';
import { identity } from './identity-call';
import { settingsInputOf } from './settings-input';

const save = formAction<
  ReturnType<typeof settingsSchema>,
  SettingsField,
  Awaited<ReturnType<typeof updateProfileDetails>>
>({
  path: '/settings',
  schema: () => settingsSchema(),
  operation: 'UpdateAccountUser',
  // Her sign-in account first: if it cannot be changed, nothing is saved and she is told so, with what she
  // typed still in the form; a retry writes both again (each write sets the whole of her details).
  run: async (values, { user }) => {
    await identity('UpdateUserAttributes', () => saveIdentityDetails(user.accessToken, values));
    return updateProfileDetails(values);
  },
  saved: (user) => ({ message: 'Your details have been saved.', values: settingsInputOf(user) }),
});

export async function saveSettings(previous: SettingsState, form: FormData): Promise<SettingsState> {
  return save(previous, form);
}
