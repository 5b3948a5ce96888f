import 'server-only';
import { consentStamps } from '@/backend/lambda/consent-stamps';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';
import { changeConsentRecords } from './identity-admin';
import type { SessionUser } from './session';

/**
 * Her consent records are made only by the post-confirmation trigger (backend/lambda/consent-trigger.ts). If it
 * failed, Cognito confirmed her anyway and nothing would ever make them: her own token may not. So on her first
 * sign-in, before her User record exists, the server makes them from her sign-up request as the trigger would,
 * at this server's time. Returns the records it made (none when the trigger did its work). Throws when they
 * cannot be made, so her first sign-in is tried again rather than going on without them.
 */
export async function repairMissingConsentRecords(
  session: Pick<SessionUser, 'sub' | 'accessToken'>,
  now = new Date(),
): Promise<Record<string, string>> {
  const { set } = await changeConsentRecords(session, (attributes) => {
    const triggerRan = Boolean(attributes[CUSTOM_ATTRIBUTES.termsVersion]);
    if (triggerRan || !attributes[CUSTOM_ATTRIBUTES.signUpRequest]) return {};
    return { set: consentStamps(attributes, now) };
  });
  return set ?? {};
}
