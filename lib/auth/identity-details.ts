import 'server-only';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';
import { deleteIdentityAttributes, updateIdentityAttributes } from './identity-api';

/**
 * Her names, phone and title are kept twice: in her User record, which every screen and reminder reads and
 * settings edits, and in her sign-in account (Cognito), which sign-up writes, her ID token carries (the signed-in
 * frame greets her by it) and the data export's identity.csv lists. Settings writes both, so a correction or a
 * removal is true everywhere she can see her data.
 */
export interface IdentityDetails {
  prefix: string | null;
  given: string | null;
  family: string | null;
  /** E.164, as settings stores it (Cognito accepts no other form). */
  phone: string | null;
}

const ATTRIBUTE_NAMES: Record<keyof IdentityDetails, string> = {
  prefix: CUSTOM_ATTRIBUTES.prefix,
  given: 'given_name',
  family: 'family_name',
  phone: 'phone_number',
};

/** What her sign-in account must set and remove to match these details: a blank detail is removed there too. */
export function identityAttributeChanges(details: IdentityDetails): { set: Record<string, string>; remove: string[] } {
  const set: Record<string, string> = {};
  const remove: string[] = [];
  for (const [field, name] of Object.entries(ATTRIBUTE_NAMES) as [keyof IdentityDetails, string][]) {
    const value = details[field];
    if (value) set[name] = value;
    else remove.push(name);
  }
  return { set, remove };
}

/** Writes her details to her sign-in account with her own access token. Throws IdentityError. */
export async function saveIdentityDetails(accessToken: string, details: IdentityDetails): Promise<void> {
  const { set, remove } = identityAttributeChanges(details);
  if (Object.keys(set).length > 0) await updateIdentityAttributes(accessToken, set);
  if (remove.length > 0) await deleteIdentityAttributes(accessToken, remove);
}
