'use server';

import { revalidatePath } from 'next/cache';
import { getIdentityAttributes } from '@/lib/auth/identity-api';
import { requireUser } from '@/lib/auth/session';
import { logDataFailure, toDataError } from '@/lib/data/errors';
import { loadCurrentUser, recordVerifiedEmail } from '@/lib/data/users';

export type EmailSyncResult = { ok: true; email: string } | { ok: false };

/**
 * After she confirmed a new email with its code (in the browser, through Amplify) and refreshed her tokens:
 * her User record takes the email her verified ID token now carries, once the identity service confirms it
 * is verified. The API copies it from the ID token this call sends, as it does for every createUser and
 * updateUser, and accepts no email in any input: neither this action nor a direct API call can point her
 * reminders at another address.
 */
export async function syncVerifiedEmail(): Promise<EmailSyncResult> {
  const session = await requireUser('/settings');
  try {
    const attributes = await getIdentityAttributes(session.accessToken);
    const verified =
      attributes.email_verified === 'true' && attributes.email?.toLowerCase() === session.email.toLowerCase();
    if (!verified || !session.email) return { ok: false };
    const user = await loadCurrentUser(session);
    if (user.email !== session.email) await recordVerifiedEmail();
    revalidatePath('/settings');
    return { ok: true, email: session.email };
  } catch (error) {
    logDataFailure(toDataError(error, 'SyncVerifiedEmail'));
    return { ok: false };
  }
}
