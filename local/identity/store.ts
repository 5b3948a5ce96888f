import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SrpCredentials } from './srp/verifier';
import { emailOf } from './email-case';

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';

export interface StoredUser {
  /** Internal username. With email as the username attribute Cognito makes this a UUID equal to `sub`. */
  username: string;
  sub: string;
  /** Lower-cased email: the sign-in alias, unique across the pool. */
  emailKey: string;
  /** Attributes as Cognito returns them (strings), without `sub`, which is added on read. */
  attributes: Record<string, string>;
  /** A new email waiting for its code; the old one stays in use until then (AttributesRequireVerificationBeforeUpdate). */
  pendingEmail?: string;
  status: UserStatus;
  enabled: boolean;
  groups: string[];
  srp: SrpCredentials;
  /** scrypt hash for flows that receive the password itself (USER_PASSWORD_AUTH, ChangePassword). */
  passwordHash: string;
  createdAt: number;
  updatedAt: number;
}

export type CodePurpose = 'sign-up' | 'reset-password' | 'verify-email';

export interface StoredCode {
  sub: string;
  purpose: CodePurpose;
  /** SHA-256 of the code; the plain code exists only in the mailbox, as it would in her inbox. */
  codeHash: string;
  expiresAt: number;
}

/** One signed-in session: a refresh token and every access/id token minted from it share `originJti`. */
export interface StoredSession {
  originJti: string;
  sub: string;
  clientId: string;
  refreshTokenHash: string;
  authTime: number;
  expiresAt: number;
  revoked: boolean;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The code the message carries, so tests and the e2e suite need not parse text. */
  code?: string;
  /** A reminder is not a code: the scheduled job delivers it (backend/jobs/reminders.ts). */
  purpose: CodePurpose | 'reminder';
  html?: string;
  headers?: Record<string, string>;
  sentAt: string;
}

export interface IdentityData {
  /** Server secret for sealing SRP challenges and deriving decoy salts; generated once per data directory. */
  serverSecret: string;
  users: StoredUser[];
  codes: StoredCode[];
  sessions: StoredSession[];
  mailbox: MailMessage[];
}

const MAILBOX_LIMIT = 500;

/**
 * All identity state in one object, written to `identity.json` in the data directory after every change
 * (temp file + rename, so a crash never leaves half a file). `inMemory` keeps it in the process only.
 */
export class IdentityStore {
  readonly data: IdentityData;
  private readonly file: string | null;

  constructor(dataDir: string | null) {
    this.file = dataDir ? join(dataDir, 'identity.json') : null;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    this.data =
      this.file && existsSync(this.file)
        ? (JSON.parse(readFileSync(this.file, 'utf8')) as IdentityData)
        : { serverSecret: randomBytes(32).toString('hex'), users: [], codes: [], sessions: [], mailbox: [] };
    this.save();
  }

  save(): void {
    if (!this.file) return;
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.data, null, 2), { mode: 0o600 });
    renameSync(temp, this.file);
  }

  /** Finds a user by sign-in name: the email alias (any case) or the internal username. */
  findUser(name: string): StoredUser | undefined {
    const key = emailOf(name);
    return this.data.users.find((user) => user.emailKey === key || user.username === name);
  }

  findUserBySub(sub: string): StoredUser | undefined {
    return this.data.users.find((user) => user.sub === sub);
  }

  addUser(user: StoredUser): void {
    this.data.users.push(user);
  }

  removeUser(sub: string): void {
    this.data.users = this.data.users.filter((user) => user.sub !== sub);
    this.data.codes = this.data.codes.filter((code) => code.sub !== sub);
    this.data.sessions = this.data.sessions.filter((session) => session.sub !== sub);
  }

  /** Replaces any earlier code for the same purpose: only the newest code works, as in Cognito. */
  putCode(code: StoredCode): void {
    this.data.codes = this.data.codes.filter((c) => !(c.sub === code.sub && c.purpose === code.purpose));
    this.data.codes.push(code);
  }

  findCode(sub: string, purpose: CodePurpose): StoredCode | undefined {
    return this.data.codes.find((c) => c.sub === sub && c.purpose === purpose);
  }

  deleteCode(sub: string, purpose: CodePurpose): void {
    this.data.codes = this.data.codes.filter((c) => !(c.sub === sub && c.purpose === purpose));
  }

  addSession(session: StoredSession): void {
    this.data.sessions.push(session);
  }

  findSession(originJti: string): StoredSession | undefined {
    return this.data.sessions.find((session) => session.originJti === originJti);
  }

  findSessionByRefreshHash(refreshTokenHash: string): StoredSession | undefined {
    return this.data.sessions.find((session) => session.refreshTokenHash === refreshTokenHash);
  }

  /** Drops expired sessions. Revoked ones stay until then, so a revoked token is reported as revoked. */
  pruneSessions(now: number): void {
    this.data.sessions = this.data.sessions.filter((session) => session.expiresAt > now);
  }

  addMail(message: MailMessage): void {
    this.data.mailbox.unshift(message);
    this.data.mailbox.length = Math.min(this.data.mailbox.length, MAILBOX_LIMIT);
  }
}
