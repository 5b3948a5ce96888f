import { CognitoError, invalidParameter } from './errors';
import { POOL_CUSTOM_ATTRIBUTES } from './pool';
import type { StoredUser } from './store';

export interface AttributeType {
  Name: string;
  Value: string;
}

/** OpenID standard attributes a Cognito pool knows; anything else must be `custom:`. */
const STANDARD_ATTRIBUTES = new Set([
  'address',
  'birthdate',
  'email',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);

/** Attributes only the service may set; a client writing them is refused as Cognito refuses it. */
const SERVICE_OWNED = new Set(['sub', 'email_verified', 'phone_number_verified', 'cognito:username', 'cognito:groups']);

const E164 = /^\+[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/**
 * Validates attributes a client sends (SignUp, UpdateUserAttributes) and returns them as a map.
 * Only the pool's own `custom:` attributes are accepted (POOL_CUSTOM_ATTRIBUTES), as a real pool's schema decides.
 */
export function parseClientAttributes(input: unknown): Record<string, string> {
  if (input === undefined || input === null) return {};
  if (!Array.isArray(input)) throw invalidParameter('UserAttributes must be a list of { Name, Value }.');
  const result: Record<string, string> = {};
  const unknownNames: string[] = [];
  for (const item of input as unknown[]) {
    const { Name: name, Value: value } = (item ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof name !== 'string' || (value !== undefined && typeof value !== 'string')) {
      throw invalidParameter('UserAttributes must be a list of { Name, Value } strings.');
    }
    if (SERVICE_OWNED.has(name)) {
      throw new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
    }
    if (!STANDARD_ATTRIBUTES.has(name) && !POOL_CUSTOM_ATTRIBUTES.has(name)) {
      unknownNames.push(name);
      continue;
    }
    if (typeof value === 'string' && value.length > 2048)
      throw invalidParameter(`${name}: String must be no longer than 2048 characters`);
    result[name] = value ?? '';
  }
  if (unknownNames.length > 0) {
    throw invalidParameter(
      `Attributes did not conform to the schema: ${unknownNames.map((name) => `${name}: Attribute does not exist in the schema.`).join('\n')}\n`,
    );
  }
  const phone = result.phone_number;
  if (phone !== undefined && phone !== '' && !E164.test(phone)) throw invalidParameter('Invalid phone number format.');
  const email = result.email;
  if (email !== undefined && !isEmail(email)) throw invalidParameter('Invalid email address format.');
  return result;
}

/** The user's attributes in Cognito's list form, `sub` first, as GetUser returns them. */
export function toAttributeList(user: StoredUser): AttributeType[] {
  return [
    { Name: 'sub', Value: user.sub },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}
