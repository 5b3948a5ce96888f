import { CLIENT_WRITABLE_ATTRIBUTES } from '@/lib/validation/identity-permissions';
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

/** The app client's write list (lib/validation/identity-permissions.ts, which the CDK app client reads too). */
const CLIENT_WRITABLE: ReadonlySet<string> = new Set(CLIENT_WRITABLE_ATTRIBUTES);

/** Cognito's answer to a client naming an attribute outside its write list (SignUp, Update/DeleteUserAttributes). */
export const unauthorizedAttribute = () =>
  new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');

/** Who is writing: the app client (her browser, her access token) or an IAM-signed admin call (the web server). */
export type AttributeWriter = 'client' | 'admin';

/** Whether `writer` may write or delete `name`; the app client only what its write list names. */
export function assertMayWrite(writer: AttributeWriter, name: string): void {
  if (SERVICE_OWNED.has(name)) throw unauthorizedAttribute();
  if (writer === 'client' && isPoolAttribute(name) && !CLIENT_WRITABLE.has(name)) throw unauthorizedAttribute();
}

const isPoolAttribute = (name: string) => STANDARD_ATTRIBUTES.has(name) || POOL_CUSTOM_ATTRIBUTES.has(name);

/**
 * Validates attributes a client sends (SignUp, UpdateUserAttributes) or an admin call sends
 * (AdminUpdateUserAttributes), and returns them as a map. Only the pool's own `custom:` attributes are accepted
 * (POOL_CUSTOM_ATTRIBUTES), as a real pool's schema decides; the app client may write only its write list.
 */
export function parseAttributes(input: unknown, writer: AttributeWriter): Record<string, string> {
  if (input === undefined || input === null) return {};
  if (!Array.isArray(input)) throw invalidParameter('UserAttributes must be a list of { Name, Value }.');
  const result: Record<string, string> = {};
  const unknownNames: string[] = [];
  for (const item of input as unknown[]) {
    const { Name: name, Value: value } = (item ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof name !== 'string' || (value !== undefined && typeof value !== 'string')) {
      throw invalidParameter('UserAttributes must be a list of { Name, Value } strings.');
    }
    assertMayWrite(writer, name);
    if (!isPoolAttribute(name)) {
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

/**
 * The names a DeleteUserAttributes or AdminDeleteUserAttributes call may delete, all checked before any is
 * deleted. Deleting is writing: the app client may delete only what its write list names.
 */
export function parseAttributeNames(input: unknown, writer: AttributeWriter): string[] {
  if (!Array.isArray(input) || input.some((name) => typeof name !== 'string')) {
    throw invalidParameter('UserAttributeNames must be a list of strings.');
  }
  for (const name of input as string[]) {
    if (name === 'email' || name === 'sub' || name === 'email_verified') {
      throw invalidParameter(`Cannot delete the required or non-mutable attribute ${name}.`);
    }
    assertMayWrite(writer, name);
  }
  return input as string[];
}

/** What the app client sends at SignUp and UpdateUserAttributes. */
export const parseClientAttributes = (input: unknown) => parseAttributes(input, 'client');

/** The user's attributes in Cognito's list form, `sub` first, as GetUser returns them. */
export function toAttributeList(user: StoredUser): AttributeType[] {
  return [
    { Name: 'sub', Value: user.sub },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}
