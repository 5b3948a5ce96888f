'use client';

import type { FormAction, FormState } from '@/lib/forms/form-state';
import { formInput } from '@/lib/forms/form-state';
import { isOffline } from './offline-action';

export const KEPT_OFFLINE_MESSAGE =
  'You seem to be offline, so this is kept on this device and not yet sent. Keep this page open or come back to it: we will try to send it when your connection returns, and the note on this page says how that went.';
export const NOT_KEPT_OFFLINE_MESSAGE =
  'You seem to be offline, and this device could not keep your entry (private browsing or full storage). Your answers are still here: save again when your connection returns.';

/**
 * A form action that does not lose her entry when the request cannot reach the server: `keep` puts the form's
 * inputs (record id included) in an outbox, and the answer says plainly that it is kept but not yet sent, with
 * the form ready for the next entry (`next`: its starting values with a fresh record id). If the device will
 * not keep it either, the answer is a failure that leaves what she entered in the form.
 */
export function keepWhenOffline<Field extends string>(
  action: FormAction<Field>,
  keep: (input: Record<string, string>) => boolean,
  next: () => Record<string, string>,
): FormAction<Field> {
  return async (previous, form) => {
    try {
      return await action(previous, form);
    } catch (error) {
      if (!isOffline(error)) throw error;
      const input = formInput(form);
      const answer = (status: FormState['status'], message: string, values: Record<string, string>) => ({
        status,
        message,
        errors: {},
        values,
        version: previous.version + 1,
      });
      return keep(input)
        ? answer('saved', KEPT_OFFLINE_MESSAGE, next())
        : answer('failed', NOT_KEPT_OFFLINE_MESSAGE, input);
    }
  };
}
