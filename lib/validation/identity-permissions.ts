import { CUSTOM_ATTRIBUTES } from './custom-attributes';

/**
 * Who may write what in the user pool. The CDK app client (infra/lib/identity-stack.ts) and the local identity
 * service (local/identity/attributes.ts) both read these lists, so a write the local service accepts is one
 * Cognito accepts.
 */

/**
 * Her consent records: what she agreed to, when the server recorded it, and where she joined from. The app
 * client may not write them (Cognito answers NotAuthorizedException, "A client attempted to write unauthorized
 * attribute", to a SignUp, UpdateUserAttributes or DeleteUserAttributes naming one), so her own access token
 * cannot rewrite them: the post-confirmation trigger and the web server's admin calls write them.
 */
export const CONSENT_RECORD_ATTRIBUTES = [
  CUSTOM_ATTRIBUTES.termsVersion,
  CUSTOM_ATTRIBUTES.termsAt,
  CUSTOM_ATTRIBUTES.healthVersion,
  CUSTOM_ATTRIBUTES.healthAt,
  CUSTOM_ATTRIBUTES.healthWithdrawnAt,
  CUSTOM_ATTRIBUTES.prizeDraw,
  CUSTOM_ATTRIBUTES.source,
] as const;

/** The standard attributes the app client may write: her sign-in email, names and phone. */
export const CLIENT_WRITABLE_STANDARD_ATTRIBUTES = ['email', 'given_name', 'family_name', 'phone_number'] as const;

/**
 * The app client's write list (Cognito's `WriteAttributes`): everything sign-up and the settings forms send from
 * her browser. Every custom attribute but her consent records; never empty, as Cognito reads an empty list as
 * "every attribute".
 */
export const CLIENT_WRITABLE_ATTRIBUTES: readonly string[] = [
  ...CLIENT_WRITABLE_STANDARD_ATTRIBUTES,
  ...Object.values(CUSTOM_ATTRIBUTES).filter(
    (name) => !(CONSENT_RECORD_ATTRIBUTES as readonly string[]).includes(name),
  ),
];

/**
 * The Cognito actions the web server makes with its own AWS credentials (IAM, SigV4), for her own account only:
 * changing her consent records from /settings and /account. CDK grants the server's role exactly these on the
 * pool; the local identity service serves them only to a request signed with the local server key.
 */
export const SERVER_IDENTITY_ACTIONS = ['AdminUpdateUserAttributes', 'AdminDeleteUserAttributes'] as const;
export type ServerIdentityAction = (typeof SERVER_IDENTITY_ACTIONS)[number];
