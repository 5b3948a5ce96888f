import type { z } from 'zod';

/**
 * What a form's action answers, for the browser and the server alike (client-safe: no server imports).
 * `values` is always what the form shows next, by input name, so nothing she typed is ever lost.
 */
export interface FormState<Field extends string = string> {
  status: 'idle' | 'invalid' | 'saved' | 'failed';
  /** The summary's heading when invalid, the alert when failed, the confirmation when saved. */
  message: string;
  errors: Partial<Record<Field, string>>;
  values: Record<string, string>;
  /** Changes on every answer, so a form keyed on it re-applies `values` after an answer. */
  version: number;
  /**
   * The server found her session ended (a sign-out on another device revokes her token before it expires, which
   * the browser cannot see): the browser ends its own copy too, so signing in again is offered, not a loop.
   */
  sessionEnded?: true;
  /**
   * The record this form edits is no longer there (deleted in another tab or on another device): the browser
   * lets go of the changes it keeps on the device for it, which no save can take now.
   */
  recordGone?: true;
}

export type FormAction<Field extends string = string> = (
  previous: FormState<Field>,
  form: FormData,
) => Promise<FormState<Field>>;

export const INVALID_MESSAGE = 'There is a problem';

export function initialFormState<Field extends string>(values: Record<string, string> = {}): FormState<Field> {
  return { status: 'idle', message: '', errors: {}, values, version: 0 };
}

/** The form's text entries by input name (a file or an unticked checkbox is simply absent). */
export function formInput(form: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in input)) input[name] = value;
  return input;
}

export type FormCheck<Output, Field extends string> =
  { ok: true; values: Output } | { ok: false; errors: Partial<Record<Field, string>> };

/** Validates with the form's schema; the first message per field, keyed by the issue's top-level path. */
export function checkForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  input: Record<string, string>,
): FormCheck<z.output<Schema>, Field> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form') as Field;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
