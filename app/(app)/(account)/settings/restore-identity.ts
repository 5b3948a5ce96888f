import 'server-only';
import { saveIdentityDetails } from '@/lib/auth/identity-details';
import { logDataFailure, toDataError } from '@/lib/data/errors';
import { storedIdentityDetails } from '@/lib/data/stored-user';

/**
 * Settings writes her sign-in account before her record. When the record then refuses the save as a conflict
 * (another window's save landed between this one's check and its record write), her sign-in account already holds
 * this form's details and her record the other window's. Her record is the one every screen reads, so her sign-in
 * account is put back to what the record holds, and the form is told nothing was saved, which is then true.
 * Best effort: when this fails too, the conflict is still answered and only the failure's kind is logged.
 */
export async function restoreIdentityFromRecord(user: { sub: string; accessToken: string }): Promise<void> {
  try {
    await saveIdentityDetails(user.accessToken, await storedIdentityDetails(user.sub));
  } catch (error) {
    logDataFailure(toDataError(error, 'RestoreIdentityDetails'));
  }
}
