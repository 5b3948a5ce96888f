'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { authErrorMessage, type AuthAction } from '@/lib/auth/messages';
import { fieldErrorsOf, type FieldErrors } from '@/lib/auth/schemas';

/**
 * The behaviour every sign-in form shares: validate with the form's zod schema, show each problem next to its
 * field and in a summary that takes focus, turn service errors into plain words, and never clear what she
 * typed (the inputs are left alone; nothing resets the form).
 */
export function useAuthForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(options: {
  schema: Schema;
  action: AuthAction;
  idPrefix: string;
}) {
  const { schema, action, idPrefix } = options;
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  const fail = (message: string, errors: FieldErrors = {}) => {
    setFieldErrors(errors);
    setFormError(message || null);
    setAttempt((count) => count + 1);
  };

  const clearErrors = () => {
    setFieldErrors({});
    setFormError(null);
  };

  /** An onSubmit handler: parse, then run the Amplify call; a thrown service error becomes her message. */
  const onSubmit =
    (run: (input: z.output<Schema>, form: HTMLFormElement) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const form = event.currentTarget;
      const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
      if (!parsed.success) {
        fail('', fieldErrorsOf(parsed.error));
        return;
      }
      clearErrors();
      setBusy(true);
      try {
        await run(parsed.data, form);
      } catch (error) {
        fail(authErrorMessage(error, action));
      } finally {
        setBusy(false);
      }
    };

  const fieldId = (name: string) => `${idPrefix}-${name}`;

  /** The summary's links, in the order the fields appear on the page. */
  const summaryFor = (names: readonly string[]) =>
    names.flatMap((name) => (fieldErrors[name] ? [{ id: fieldId(name), message: fieldErrors[name] }] : []));

  return { fieldErrors, formError, busy, summaryRef, onSubmit, fail, clearErrors, fieldId, summaryFor, attempt };
}
