import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { IdentityContext } from './context';
import { attemptLimitExceeded, codeMismatch, expiredCode } from './errors';
import {
  ATTRIBUTE_CODE_SECONDS,
  MAX_CODE_FAILURES,
  MAX_CODES_SENT_PER_WINDOW,
  RESET_CODE_SECONDS,
  SIGN_UP_CODE_SECONDS,
} from './pool';
import type { CodePurpose, StoredUser } from './store';

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

const LIFETIME_SECONDS: Record<CodePurpose, number> = {
  'sign-up': SIGN_UP_CODE_SECONDS,
  'reset-password': RESET_CODE_SECONDS,
  'verify-email': ATTRIBUTE_CODE_SECONDS,
};

const MESSAGES: Record<CodePurpose, { subject: string; text: (code: string) => string }> = {
  'sign-up': { subject: 'Your verification code', text: (code) => `Your verification code is ${code}` },
  'reset-password': { subject: 'Your password reset code', text: (code) => `Your password reset code is ${code}` },
  'verify-email': { subject: 'Your verification code', text: (code) => `Your verification code is ${code}` },
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Cognito's masked destination: "demo@example.com" becomes "d***@e***". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function deliveryDetails(email: string): CodeDeliveryDetails {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

/**
 * The answer to "send a code" for a name with no account to send it to (or none that needs one): a plausible
 * delivery and no mail, under the same sending limit, so the answer does not reveal who is registered.
 */
export function pretendToSendCode(ctx: IdentityContext, name: string): { CodeDeliveryDetails: CodeDeliveryDetails } {
  assertMaySendCode(ctx, `name:${name.trim().toLowerCase()}`);
  return { CodeDeliveryDetails: deliveryDetails(name) };
}

/** Limits how many codes one person can be sent; `key` is the user's sub, or the name asked about when unknown. */
export function assertMaySendCode(ctx: IdentityContext, key: string): void {
  if (ctx.failures.count(`send:${key}`) >= MAX_CODES_SENT_PER_WINDOW) throw attemptLimitExceeded();
  ctx.failures.record(`send:${key}`);
}

/** Creates a 6-digit code, replacing any earlier one for the purpose, and "emails" it to the mailbox. */
export function sendCode(
  ctx: IdentityContext,
  user: StoredUser,
  purpose: CodePurpose,
  to: string,
): CodeDeliveryDetails {
  assertMaySendCode(ctx, user.sub);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  ctx.store.putCode({
    sub: user.sub,
    purpose,
    codeHash: hashCode(code),
    expiresAt: now + LIFETIME_SECONDS[purpose] * 1000,
  });
  const message = MESSAGES[purpose];
  ctx.store.addMail({
    id: randomUUID(),
    to,
    subject: message.subject,
    text: message.text(code),
    code,
    purpose,
    sentAt: new Date(now).toISOString(),
  });
  ctx.store.save();
  ctx.log(`[mailbox] to ${to}: ${message.text(code)}`);
  return deliveryDetails(to);
}

/** Counts a wrong code for `key`; callers use it for unknown users too so both get the same answers. */
export function recordWrongCode(ctx: IdentityContext, purpose: CodePurpose, key: string): never {
  ctx.failures.record(`code:${purpose}:${key}`);
  throw codeMismatch();
}

export function assertCodeAttemptsLeft(ctx: IdentityContext, purpose: CodePurpose, key: string): void {
  if (ctx.failures.count(`code:${purpose}:${key}`) >= MAX_CODE_FAILURES) throw attemptLimitExceeded();
}

/**
 * Accepts the user's current code for the purpose once; throws Cognito's errors otherwise. A name with no
 * account gets the same CodeMismatchException a wrong code gets, counted toward the same attempt limit.
 */
export function consumeCodeOf(
  ctx: IdentityContext,
  user: StoredUser | undefined,
  name: string,
  purpose: CodePurpose,
  code: unknown,
): asserts user is StoredUser {
  if (!user) {
    const key = `name:${name.trim().toLowerCase()}`;
    assertCodeAttemptsLeft(ctx, purpose, key);
    recordWrongCode(ctx, purpose, key);
  }
  consumeCode(ctx, user, purpose, code);
}

/** Accepts the user's current code for the purpose once; throws Cognito's errors otherwise. */
export function consumeCode(ctx: IdentityContext, user: StoredUser, purpose: CodePurpose, code: unknown): void {
  assertCodeAttemptsLeft(ctx, purpose, user.sub);
  const stored = ctx.store.findCode(user.sub, purpose);
  if (!stored || typeof code !== 'string' || stored.codeHash !== hashCode(code.trim())) {
    recordWrongCode(ctx, purpose, user.sub);
  }
  if (stored.expiresAt <= ctx.clock.now()) throw expiredCode();
  ctx.store.deleteCode(user.sub, purpose);
  ctx.failures.clear(`code:${purpose}:${user.sub}`);
}
