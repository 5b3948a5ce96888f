'use server';

import { cookies } from 'next/headers';
import { formAction, InvalidFields } from '@/lib/actions/form-action';
import { customAttributes, CONSENT_VERSIONS } from '@/lib/auth/client/sign-up-attributes';
import { deleteIdentity } from '@/lib/auth/identity-api';
import { changeConsentRecords } from '@/lib/auth/identity-admin';
import { healthConsentWithdrawn } from '@/lib/auth/health-consent-record';
import { requireUser } from '@/lib/auth/session';
import { sessionCookiePrefix } from '@/lib/auth/session-cookies';
import { config } from '@/lib/config';
import { recordSaysPaused } from '@/lib/data/health-paused';
import { deleteMyData, type ErasureReport } from '@/lib/data/privacy';
import { logDataFailure, toDataError } from '@/lib/data/errors';
import { setHealthPaused } from '@/lib/data/users';
import type { FormState } from '@/lib/forms/form-state';
import {
  ACCOUNT_NOT_DELETED,
  deleteAccountSchema,
  SIGN_IN_NOT_DELETED,
  WRONG_PASSWORD,
  type DeleteAccountField,
} from '@/lib/forms/delete-account';
import { z } from 'zod';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { confirmPassword, identity, isAccountGone, withPasswordError } from './identity-call';

async function clearSessionCookies(): Promise<void> {
  const jar = await cookies();
  const prefix = sessionCookiePrefix(config.auth.userPoolClientId);
  for (const { name } of jar.getAll()) if (name.startsWith(prefix)) jar.delete(name);
}

async function leaveDeletedAccount(): Promise<never> {
  await clearSessionCookies();
  // A page outside the signed-in area: deleting the cookies makes Next render the current page again.
  redirect(`/account-deleted`);
}

const erase = formAction<typeof deleteAccountSchema, DeleteAccountField, ErasureReport>({
  path: '/settings',
  schema: deleteAccountSchema,
  operation: 'DeleteMyAccount',
  run: async ({ password }, { user }) => {
    // The session her password starts: a sign-out on another device revokes the token in her cookies at the
    // identity service (the data API takes it until it expires), and DeleteUser needs one it accepts.
    const confirmed = await confirmPassword(user, password, 'DeleteMyAccount').catch(async (error: unknown) => {
      // Deleted already (another device, or a try whose answer was lost): her records went before her identity,
      // so this try has nothing left to do but end the session here and say so, as a deletion does.
      if (isAccountGone(error)) await leaveDeletedAccount();
      throw error;
    });
    // Records first: if the identity went first and this failed, nobody could sign in to erase them again.
    const report = await deleteMyData().catch(async (error: unknown) => {
      await confirmed.end();
      throw error;
    });
    // Deleting the identity ends every session of hers on every device (her refresh tokens stop working).
    try {
      await deleteIdentity(confirmed.accessToken ?? user.accessToken);
    } catch {
      await confirmed.end();
      // Her records are gone and she is told so; trying again erases nothing more and deletes her sign-in.
      throw new InvalidFields({ password: SIGN_IN_NOT_DELETED });
    }
    await leaveDeletedAccount();
    return report;
  },
  saved: (report) => ({
    message: `Your account has been deleted: ${report.deletedItems} records erased${
      report.unlinkedCodes ? `, ${report.unlinkedCodes} claimed codes unlinked from you` : ''
    }.`,
    values: {},
  }),
  // The wrapper's defaults speak of saving what she typed; here nothing was saved and her password is cleared.
  failures: { rejected: WRONG_PASSWORD, unavailable: ACCOUNT_NOT_DELETED, failed: ACCOUNT_NOT_DELETED },
});

/** The password goes next to its field when it is wrong; everything else is the wrapper's answer. */
export async function deleteMyAccount(
  previous: FormState<DeleteAccountField>,
  form: FormData,
): Promise<FormState<DeleteAccountField>> {
  return withPasswordError(await erase(previous, form));
}

const consentSchema = z.object({ choice: z.enum(['give', 'withdraw']) });

const healthConsent = formAction<typeof consentSchema, 'choice', 'give' | 'withdraw'>({
  path: '/settings',
  schema: consentSchema,
  operation: 'HealthConsent',
  run: async ({ choice }, { user }) => {
    // Written by this server with its own credentials for her account (her verified session's sub): her own
    // token may not change her consent records.
    // The times are this server's clock, never the browser's. Giving again what she has already given keeps the
    // time she first gave it; withdrawing keeps when she gave it and which version, and records when she withdrew.
    const { healthVersion, healthAt, healthWithdrawnAt } = customAttributes;
    if (choice === 'give') {
      await identity('AdminUpdateUserAttributes', () =>
        changeConsentRecords(user, (current) =>
          current[healthVersion] === CONSENT_VERSIONS.healthData &&
          current[healthAt] &&
          !healthConsentWithdrawn(current)
            ? {}
            : {
                set: { [healthVersion]: CONSENT_VERSIONS.healthData, [healthAt]: new Date().toISOString() },
                remove: current[healthWithdrawnAt] ? [healthWithdrawnAt] : [],
              },
        ),
      );
      // After Cognito, and only logged if it fails: the job then goes on not reading her checks, the safe side,
      // until her account's next load copies her consent onto her record (lib/data/users.ts).
      await setHealthPaused(false).catch((error: unknown) => logDataFailure(toDataError(error, 'UpdateAccountUser')));
    } else {
      // What her record held before this action: the only state a failure below may put back. A page from before
      // an earlier withdrawal (or one that could not check her consent) can send this again, and her record then
      // already says paused; writing `false` then would mark a withdrawn account as consenting.
      const pausedBefore = await recordSaysPaused(user.accessToken, user.sub);
      // Before Cognito: if this fails, nothing is withdrawn and she is asked to try again, rather than her
      // consent being withdrawn while the reminder job still reads her checks.
      await setHealthPaused(true);
      try {
        await identity('AdminUpdateUserAttributes', () =>
          changeConsentRecords(user, (current) =>
            current[healthWithdrawnAt] ? {} : { set: { [healthWithdrawnAt]: new Date().toISOString() } },
          ),
        );
      } catch (error) {
        // She is told nothing was withdrawn, so her record goes back to what it said, and only if it said given
        // (unreadable or never set: it stays paused, the safe side). Should this fail too, her account's next load
        // copies her consent from Cognito (lib/data/users.ts).
        if (pausedBefore === false) await setHealthPaused(false).catch(() => undefined);
        throw error;
      }
    }
    revalidatePath('/settings');
    return choice;
  },
  saved: (choice) => ({
    message:
      choice === 'give'
        ? 'Thank you: your consent is recorded and your health features are back.'
        : 'Your consent is withdrawn. Screens with health information now show a notice instead.',
    values: {},
  }),
});

export async function setHealthConsent(previous: FormState<'choice'>, form: FormData): Promise<FormState<'choice'>> {
  await requireUser('/settings');
  return healthConsent(previous, form);
}
