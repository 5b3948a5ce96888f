'use server';

import { formAction } from '@/lib/actions/form-action';
import { settingsSchema, type SettingsField, type SettingsState } from '@/lib/forms/settings';
import { updateProfileDetails } from '@/lib/data/users';
import { settingsInputOf } from './settings-input';

const save = formAction<
  ReturnType<typeof settingsSchema>,
  SettingsField,
  Awaited<ReturnType<typeof updateProfileDetails>>
>({
  path: '/settings',
  schema: () => settingsSchema(),
  operation: 'UpdateAccountUser',
  run: (values) => updateProfileDetails(values),
  saved: (user) => ({ message: 'Your details have been saved.', values: settingsInputOf(user) }),
});

export async function saveSettings(previous: SettingsState, form: FormData): Promise<SettingsState> {
  return save(previous, form);
}
