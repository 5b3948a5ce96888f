import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { LocalRoute } from '../http/router';
import type { IdentityContext } from './context';
import { FailureCounter } from './failure-counter';
import { identityRoute, mailboxRoute } from './http-routes';
import type { SignUpPool } from '@/backend/jobs/unconfirmed-sign-ups';
import { seedAccounts } from './seed';
import { localSignUpPool } from './sign-up-pool';
import { loadOrCreateSigningKey } from './signing-key';
import { IdentityStore, type MailMessage } from './store';
import { createUser, type NewUser } from './users';
import type { JwtClaims } from './jwt';
import { verifyUserPoolToken } from './verify-token';
import { VerifiedTokens } from './verified-tokens';

export { LOCAL_REGION, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID, issuerFor } from './pool';
export { SEED_ACCOUNTS } from './seed';
export type { MailMessage } from './store';
export type { JwtClaims } from './jwt';

export interface IdentityService {
  routes: LocalRoute[];
  /** Token issuer, e.g. http://localhost:4010/identity/eu-west-2_LocalPool01. */
  readonly issuer: string;
  readonly jwksUrl: string;
  /** The user signed up with this email (any case), for local set-up such as demo data; null when none. */
  findUser(email: string): { sub: string; username: string } | null;
  /** Adds a user directly (tests and e2e set-up), e.g. one in FORCE_CHANGE_PASSWORD. */
  createUser(input: NewUser): { sub: string; username: string };
  /** Messages sent to `to` (any case), newest first. */
  mailbox(to?: string): MailMessage[];
  /** Puts a message another part of the stack sends (the reminder job) into the mailbox, as SES would deliver it. */
  deliver(message: Omit<MailMessage, 'id' | 'sentAt'>): void;
  /**
   * Claims of a valid access or id token from this pool (the raw JWT: signature, issuer, client, expiry; not
   * revocation, as AppSync), else null. The `/graphql` host calls this before building AppSync's identity.
   */
  verifyToken(token: string): JwtClaims | null;
  /** The pool as the unconfirmed sign-ups job sees it (backend/jobs/unconfirmed-sign-ups.ts). */
  signUpPool: SignUpPool;
}

export function createIdentityService(options: { dataDir: string | null; clock: Clock; log: (line: string) => void }) {
  const store = new IdentityStore(options.dataDir);
  const ctx: IdentityContext = {
    store,
    clock: options.clock,
    signingKey: loadOrCreateSigningKey(options.dataDir),
    issuer: '',
    failures: new FailureCounter(options.clock),
    log: options.log,
  };
  seedAccounts(ctx);
  const verifiedTokens = new VerifiedTokens();
  const service: IdentityService = {
    routes: [identityRoute(ctx), mailboxRoute(ctx)],
    get issuer() {
      return ctx.issuer;
    },
    get jwksUrl() {
      return `${ctx.issuer}/.well-known/jwks.json`;
    },
    findUser(email) {
      const user = store.findUser(email);
      return user ? { sub: user.sub, username: user.username } : null;
    },
    createUser(input) {
      const { sub, username } = createUser(ctx, input);
      return { sub, username };
    },
    mailbox(to) {
      const key = to?.toLowerCase();
      return store.data.mailbox.filter((message) => !key || message.to.toLowerCase() === key);
    },
    deliver(message) {
      store.addMail({ ...message, id: randomUUID(), sentAt: new Date(ctx.clock.now()).toISOString() });
      store.save();
      ctx.log(`[mailbox] to ${message.to}: ${message.subject}`);
    },
    verifyToken: (token) => verifyUserPoolToken(ctx, token, verifiedTokens),
    signUpPool: localSignUpPool(ctx),
  };
  /** The issuer contains the port, so the server sets it once it is listening. */
  const setIssuer = (issuer: string) => {
    ctx.issuer = issuer;
  };
  return { service, setIssuer };
}
