import { CognitoError, invalidParameter } from './errors';
import { LOCAL_USER_POOL_CLIENT_ID, MAX_USERNAME_LENGTH } from './pool';

/** The parsed JSON body of one Cognito request. */
export type CognitoRequest = Record<string, unknown>;

/** A required string member, refused the way Cognito's input validation refuses a missing one. */
export function requireString(request: CognitoRequest, member: string): string {
  const value = request[member];
  if (typeof value !== 'string' || value.length === 0) {
    throw invalidParameter(
      `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

/** The `Username` member, with Cognito's input validation: present and at most 128 characters. */
export function requireUsername(request: CognitoRequest): string {
  const name = requireString(request, 'Username');
  if (name.length > MAX_USERNAME_LENGTH) {
    throw invalidParameter(
      `1 validation error detected: Value at 'username' failed to satisfy constraint: Member must have length less than or equal to ${MAX_USERNAME_LENGTH}`,
    );
  }
  return name;
}

export function optionalString(record: Record<string, unknown> | undefined, member: string): string | undefined {
  const value = record?.[member];
  return typeof value === 'string' ? value : undefined;
}

export function requireRecord(request: CognitoRequest, member: string): Record<string, unknown> {
  const value = request[member];
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParameter(
      `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value as Record<string, unknown>;
}

/** Every unauthenticated action names the app client; only the one local client exists. */
export function requireClientId(request: CognitoRequest): string {
  const clientId = requireString(request, 'ClientId');
  if (clientId !== LOCAL_USER_POOL_CLIENT_ID) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
  return clientId;
}
