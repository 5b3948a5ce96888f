import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { HEALTH_CONSENT_UNKNOWN_MESSAGE, HEALTH_PAUSED_MESSAGE, type HealthConsent } from '@/lib/auth/health-consent';
import { requireAdmin, requireUser, type SessionUser } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { logDataFailure, toDataError, type DataErrorKind } from '@/lib/data/errors';
import { healthConsentOf } from '@/lib/data/health-consent';
import { checkForm, formInput, INVALID_MESSAGE, type FormAction, type FormState } from '@/lib/forms/form-state';
import {
  EXPECTED_FIELD,
  isRecordId,
  newRecordId,
  OWNER_FIELD,
  RECORD_ID_FIELD,
  REVISION_FIELD,
} from '@/lib/forms/record';
import { visitorKey, type RateLimiter } from '@/lib/security/rate-limit';
import { isSiteOrigin } from '@/lib/security/same-origin';

/** Far above any real answer, far below Next's 1 MB body limit; a form's whole text has its own cap. */
export const MAX_FIELD_CHARS = 1000;
export const MAX_FORM_CHARS = 20_000;

export const ACTION_MESSAGES = {
  foreignOrigin: 'This change was not made from this site, so it was not saved.',
  tooLong: 'Some answers are far too long.',
  staleForm: 'This form is out of date. Reload the page, then make your changes again.',
  otherAccount:
    'Someone else is now signed in on this device, so this was not saved or sent. Sign out, then sign in again as yourself to save it.',
} as const;

export const FAILURE_MESSAGES: Record<DataErrorKind, string> = {
  unavailable: 'We couldn’t save your changes just now. What you typed is still here: please try again in a moment.',
  unauthorised: 'Your session has ended. Please sign in again, then save your changes.',
  forbidden: 'This can’t be changed from your account. Go back to your records and try again from there.',
  rejected: 'We couldn’t save these details. Please check them and try again.',
  conflict:
    'Your details were changed somewhere else meanwhile. Reload the page to see them, then make your changes again.',
  paused: HEALTH_PAUSED_MESSAGE,
  closed: 'This has closed, so nothing was saved.',
  early: 'This is not open yet, so nothing was saved.',
  failed: 'Something went wrong while saving. What you typed is still here: please try again.',
};

/**
 * Thrown by `run` when her own records show the form needs more from her (what the schema alone cannot see):
 * answered like a schema's refusal, each message by its field, nothing saved and what she sent echoed back.
 */
export class InvalidFields extends Error {
  constructor(
    readonly errors: Record<string, string>,
    /** The answer's message: what an offline queue shows for the refused entry. */
    readonly summary: string = INVALID_MESSAGE,
  ) {
    super('invalid fields');
  }
}

/**
 * Thrown by `run` when the call answered but did not do what the form asked (a create whose record id had already
 * made another record): a failure in the form's words, what she sent kept, with `values` laid over it.
 */
export class NotDone extends Error {
  constructor(
    readonly answer: string,
    readonly values: Record<string, string> = {},
  ) {
    super('not done');
  }
}

/**
 * Thrown by `run` when the record an update edits is no longer there (deleted somewhere else): a `failed` answer
 * in the form's words, marked `recordGone` so the form lets go of the changes it keeps for the record. Every
 * retry would meet the same absence, so "try again" would not be true.
 */
export class RecordGone extends Error {
  constructor(readonly answer: string) {
    super('record gone');
  }
}

export interface ActionContext<User = SessionUser> {
  /** The signed-in caller; for a public form, the visitor's rate-limit key instead. */
  user: User;
  /** A create's id, chosen by the page: pass it to the store, which writes put-if-absent. */
  recordId?: string;
  /** An update's revision as she saw it: pass it to the store, which refuses a newer record as a conflict. */
  revision?: number;
  /** What an account form read of the fields it writes (keyed by field): pass it to the store, as `expected`. */
  expected?: Record<string, unknown>;
}

export interface FormActionOptions<Schema extends z.ZodType, Result, User = SessionUser> {
  /** Where sign-in brings her back to if her session has ended. */
  path: string;
  /** `admin` also requires the Admin group (a 404 otherwise). */
  access?: 'user' | 'admin';
  /**
   * The form records health information (checks, diaries, answers, questions for her GP): refused, with
   * nothing saved, while she has withdrawn her consent to its use (lib/auth/health-consent.ts).
   */
  health?: boolean;
  /** The form's one schema (from lib/forms); a function when it depends on today's date. */
  schema: Schema | (() => Schema);
  /** `create` requires a record id in the form, `update` a revision, `expected` what it read (EXPECTED_FIELD). */
  record?: 'create' | 'update' | 'expected';
  /** The data-layer call; throw (lib/data throws DataError) to fail. */
  run(values: z.output<Schema>, context: ActionContext<User>): Promise<Result>;
  /** The GraphQL operation named in the failure log line (never values or messages). */
  operation: string;
  /** The confirmation, and what the form shows next (default: what she typed, `input`). */
  saved(result: Result, input: Record<string, string>): { message: string; values?: Record<string, string> };
  /** This form's words for a failure kind, where the defaults do not fit. */
  failures?: Partial<Record<DataErrorKind, string>>;
  /**
   * Larger caps for named fields that really hold a file's text (an admin's CSV import), by input name.
   * The form's cap grows by the same amount; every other field keeps the default.
   */
  fieldLimits?: Record<string, number>;
}

type Limits = Record<string, number>;
const fieldCap = (limits: Limits, name: string) =>
  Object.hasOwn(limits, name) ? (limits[name] ?? MAX_FIELD_CHARS) : MAX_FIELD_CHARS;

const cut = (input: Record<string, string>, limits: Limits) =>
  Object.fromEntries(Object.entries(input).map(([name, value]) => [name, value.slice(0, fieldCap(limits, name))]));

const isTooLong = (input: Record<string, string>, limits: Limits) => {
  const formCap = MAX_FORM_CHARS + Object.values(limits).reduce((sum, limit) => sum + limit, 0);
  const entries = Object.entries(input);
  return (
    entries.some(([name, value]) => value.length > fieldCap(limits, name)) ||
    entries.reduce((sum, [, value]) => sum + value.length, 0) > formCap
  );
};

function readRecord(
  kind: FormActionOptions<z.ZodType, unknown>['record'],
  input: Record<string, string>,
): Pick<ActionContext, 'recordId' | 'revision' | 'expected'> | null {
  if (kind === 'create') return isRecordId(input[RECORD_ID_FIELD]) ? { recordId: input[RECORD_ID_FIELD] } : null;
  if (kind === 'update') {
    const revision = Number(input[REVISION_FIELD]);
    return Number.isSafeInteger(revision) && revision >= 0 ? { revision } : null;
  }
  if (kind === 'expected') {
    const expected = parseObject(input[EXPECTED_FIELD]);
    return expected ? { expected } : null;
  }
  return {};
}

function parseObject(json: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The one way to write a server action (see README.md): session, same origin, size cap, schema, the call,
 * failure kinds in her words, and what she typed always echoed back. Never throws for bad input or a failed
 * call, so no form submission ends in a 500.
 */
export function formAction<Schema extends z.ZodType, Field extends string, Result>(
  options: FormActionOptions<Schema, Result>,
): FormAction<Field> {
  // Every action checks the session itself: it is callable by anyone who can POST, page or no page.
  return pipeline(
    options,
    () => (options.access === 'admin' ? requireAdmin(options.path) : requireUser(options.path)),
    async (user, input) => {
      // A page (or its offline queue) rendered for her, sent after someone else signed in on the same browser.
      if (isOtherAccount(input, user)) return ACTION_MESSAGES.otherAccount;
      if (!options.health) return null;
      const consent = await healthConsentOf(user);
      if (consent === 'signed-out') return SESSION_ENDED_REFUSAL;
      return consent === 'given' ? null : HEALTH_CONSENT_REFUSALS[consent];
    },
  );
}

/** A health form's answer, nothing saved, when her consent is not known to be given (lib/auth/health-consent.ts). */
const HEALTH_CONSENT_REFUSALS: Record<Exclude<HealthConsent, 'given' | 'signed-out'>, string> = {
  withdrawn: HEALTH_PAUSED_MESSAGE,
  unknown: HEALTH_CONSENT_UNKNOWN_MESSAGE,
};

/** A refusal the browser must act on as well as show: her session has ended at the identity service. */
interface SessionEndedRefusal {
  message: string;
  sessionEnded: true;
}

const SESSION_ENDED_REFUSAL: SessionEndedRefusal = { message: FAILURE_MESSAGES.unauthorised, sessionEnded: true };

/** The form names the account it was rendered for, and that is not who is signed in now. */
function isOtherAccount(input: Record<string, string>, user: SessionUser): boolean {
  return Object.hasOwn(input, OWNER_FIELD) && input[OWNER_FIELD] !== user.sub;
}

/** What a public form's call learns about the visitor: only the key her attempts are counted under. */
export interface Visitor {
  key: string;
}

export const PUBLIC_ACTION_MESSAGES = {
  tooMany: 'You have sent this form many times in the last few minutes. Please wait a while, then try again.',
} as const;

/**
 * A form anyone may send, signed in or not (the free prize-draw entry): the same pipeline without the
 * session, and each visitor's submissions limited by `limiter` before anything is parsed or called.
 */
export function publicFormAction<Schema extends z.ZodType, Field extends string, Result>(
  options: Omit<FormActionOptions<Schema, Result, Visitor>, 'path' | 'access' | 'health' | 'record'> & {
    limiter: RateLimiter;
  },
): FormAction<Field> {
  return pipeline(
    options,
    async () => ({ key: visitorKey(await headers()) }),
    (visitor) => (options.limiter.allow(visitor.key) ? null : PUBLIC_ACTION_MESSAGES.tooMany),
  );
}

type Refusal = string | SessionEndedRefusal | null;

function pipeline<Schema extends z.ZodType, Field extends string, Result, User>(
  options: Omit<FormActionOptions<Schema, Result, User>, 'path' | 'access' | 'health'>,
  identify: () => Promise<User>,
  refuse: (user: User, input: Record<string, string>) => Refusal | Promise<Refusal> = () => null,
): FormAction<Field> {
  return async (previous, form) => {
    const user = await identify();
    const version = previous.version + 1;
    const input = formInput(form);
    const limits = options.fieldLimits ?? {};
    const answer = (
      status: FormState<Field>['status'],
      message: string,
      extra: Partial<FormState<Field>> = {},
    ): FormState<Field> => ({
      status,
      message,
      errors: {},
      values: cut(input, limits),
      version,
      ...extra,
    });

    if (!isSiteOrigin((await headers()).get('origin'), config.siteUrl))
      return answer('failed', ACTION_MESSAGES.foreignOrigin);
    const refusal = await refuse(user, input);
    if (typeof refusal === 'string') return answer('failed', refusal);
    if (refusal) return answer('failed', refusal.message, { sessionEnded: true });
    if (isTooLong(input, limits)) return answer('invalid', ACTION_MESSAGES.tooLong);

    const schema = typeof options.schema === 'function' ? (options.schema as () => Schema)() : options.schema;
    const check = checkForm<Schema, Field>(schema, input);
    if (!check.ok) return answer('invalid', INVALID_MESSAGE, { errors: check.errors });
    const record = readRecord(options.record, input);
    if (!record) return answer('failed', ACTION_MESSAGES.staleForm);

    try {
      const result = await options.run(check.values, { user, ...record });
      const saved = options.saved(result, cut(input, limits));
      // After a create the form is ready for the next new record; after a failure it keeps the same id, so a retry is idempotent.
      const nextId: Record<string, string> = options.record === 'create' ? { [RECORD_ID_FIELD]: newRecordId() } : {};
      return answer('saved', saved.message, { values: { ...(saved.values ?? input), ...nextId } });
    } catch (error) {
      unstable_rethrow(error); // a redirect or notFound() from the call is Next's to handle
      if (error instanceof InvalidFields)
        return answer('invalid', error.summary, { errors: error.errors as Partial<Record<Field, string>> });
      if (error instanceof NotDone)
        return answer('failed', error.answer, { values: { ...cut(input, limits), ...error.values } });
      if (error instanceof RecordGone) return answer('failed', error.answer, { recordGone: true });
      const failure = toDataError(error, options.operation);
      logDataFailure(failure);
      return answer('failed', options.failures?.[failure.kind] ?? FAILURE_MESSAGES[failure.kind], {
        ...(failure.kind === 'unauthorised' ? { sessionEnded: true } : {}),
      });
    }
  };
}
