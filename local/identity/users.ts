import { randomUUID } from 'node:crypto';
import type { IdentityContext } from './context';
import { hashPassword } from './password-hash';
import { LOCAL_USER_POOL_NAME } from './pool';
import { createSrpCredentials } from './srp/verifier';
import { emailOf } from './email-case';
import type { StoredUser, UserStatus } from './store';

export interface NewUser {
  email: string;
  password: string;
  /** Extra attributes (given_name, custom:…); email and email_verified are set from `email` and `status`. */
  attributes?: Record<string, string>;
  status?: UserStatus;
  groups?: string[];
}

/** Both password records: SRP's salt + verifier, and a slow hash for flows that receive the password. */
export function setPassword(user: StoredUser, password: string): void {
  user.srp = createSrpCredentials(LOCAL_USER_POOL_NAME, user.username, password);
  user.passwordHash = hashPassword(password);
}

/** Adds a user; the caller has checked the email is free and the password meets the policy. */
export function createUser(ctx: IdentityContext, input: NewUser): StoredUser {
  const sub = randomUUID();
  const now = ctx.clock.now();
  const status = input.status ?? 'UNCONFIRMED';
  const user: StoredUser = {
    username: sub,
    sub,
    emailKey: emailOf(input.email),
    attributes: {
      ...input.attributes,
      email: emailOf(input.email),
      email_verified: status === 'UNCONFIRMED' ? 'false' : 'true',
    },
    status,
    enabled: true,
    groups: input.groups ?? [],
    srp: { salt: '', verifier: '' },
    passwordHash: '',
    createdAt: now,
    updatedAt: now,
  };
  setPassword(user, input.password);
  ctx.store.addUser(user);
  ctx.store.save();
  return user;
}
