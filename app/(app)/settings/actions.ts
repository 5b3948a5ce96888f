'use server';

import { headers } from 'next/headers';
import { requireUser } from '@/lib/auth/session';
import { logDataFailure, toDataError, type DataErrorKind } from '@/lib/data/errors';
import { checkSettings, settingsInputFrom, SETTINGS_FIELDS, type SettingsInput } from '@/lib/data/schemas/settings';
import { updateProfileDetails } from '@/lib/data/users';
import { settingsInputOf, type SettingsState } from './settings-state';

/** Far above any real answer (the longest field allows 100 characters), far below Next's 1 MB body limit. */
const MAX_FIELD_CHARS = 1000;

const FAILURE_MESSAGES: Record<DataErrorKind, string> = {
  unavailable: 'We couldn’t save your changes just now. What you typed is still here: please try again in a moment.',
  unauthorised: 'Your session has ended. Please sign in again, then save your changes.',
  rejected: 'We couldn’t save these details. Please check them and try again.',
  conflict: 'Your details were changed somewhere else meanwhile. Reload the page to see them, then make your changes again.',
  failed: 'Something went wrong while saving. What you typed is still here: please try again.',
};

/**
 * Next already refuses an action whose Origin host differs from the Host, but lets one with no Origin through
 * (with a warning). Browsers always send Origin on a form POST, so a missing one is refused here too.
 */
async function isSameOrigin(): Promise<boolean> {
  const request = await headers();
  const origin = request.get('origin');
  const host = request.get('x-forwarded-host') ?? request.get('host');
  if (!origin || !host) return false;
  return URL.canParse(origin) && new URL(origin).host === host;
}

const cut = (input: SettingsInput) =>
  Object.fromEntries(SETTINGS_FIELDS.map((name) => [name, input[name].slice(0, MAX_FIELD_CHARS)])) as SettingsInput;

export async function saveSettings(previous: SettingsState, form: FormData): Promise<SettingsState> {
  // Every action checks the session itself: it is callable by anyone who can POST, page or no page.
  await requireUser('/settings');
  const version = previous.version + 1;
  const input = settingsInputFrom(form);
  if (!(await isSameOrigin())) {
    return { status: 'failed', message: 'This change was not made from this site, so it was not saved.', errors: {}, values: cut(input), version };
  }
  if (SETTINGS_FIELDS.some((name) => input[name].length > MAX_FIELD_CHARS)) {
    return { status: 'invalid', message: 'Some answers are far too long.', errors: {}, values: cut(input), version };
  }

  const check = checkSettings(input);
  if (!check.ok) return { status: 'invalid', message: 'There is a problem', errors: check.errors, values: input, version };

  try {
    const user = await updateProfileDetails(check.values);
    return { status: 'saved', message: 'Your details have been saved.', errors: {}, values: settingsInputOf(user), version };
  } catch (error) {
    const failure = toDataError(error, 'UpdateAccountUser');
    logDataFailure(failure);
    return { status: 'failed', message: FAILURE_MESSAGES[failure.kind], errors: {}, values: input, version };
  }
}
