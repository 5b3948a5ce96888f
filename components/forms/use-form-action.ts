'use client';

import { startTransition, useActionState, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  checkForm,
  formInput,
  initialFormState,
  INVALID_MESSAGE,
  type FormAction,
  type FormState,
} from '@/lib/forms/form-state';
import { endSessionTheServerEnded } from '@/lib/auth/client/server-ended-session';
import { sessionReadiness } from '@/lib/auth/client/session-readiness';
import { OWNER_FIELD } from '@/lib/forms/record';
import { usePageOwner } from './page-owner';

export const SESSION_ENDED_MESSAGE =
  'Your session has ended, so this has not been saved. What you typed is still here: sign in again in a new tab, then come back to this page and save it.';

interface Options<Field extends string> {
  /** A server action from lib/actions' `formAction`, or a browser-side one from `clientFormAction`. */
  action: FormAction<Field>;
  initial?: FormState<Field>;
  /**
   * The same schema the action checks with: mistakes are shown without a round trip. A function is called at
   * each submit, for rules that depend on when she presses Save (today's date on a page left open overnight).
   */
  schema?: z.ZodType | (() => z.ZodType);
  /** The fields in page order: the error summary lists them so. */
  fields: readonly Field[];
  /** Field ids are `<idPrefix>-<name>`: stable, so tests and summary links can rely on them. */
  idPrefix: string;
}

/** What `field(name)` gives a field component: spread it, then add the label and the rest. */
export interface FieldBinding {
  id: string;
  name: string;
  error?: string;
  defaultValue?: string;
}

interface LocalErrors<Field extends string> {
  errors: Partial<Record<Field, string>>;
  formError: string | null;
  attempt: number;
}

/**
 * The behaviour every form shares: check with the schema first, send through React's `useActionState`, show
 * each problem next to its field and in a summary that takes focus, announce success in a status region that
 * takes focus (`statusRef`), and never clear what she typed (inputs are left alone; a form keyed on `state.version` shows the answer's values).
 * On a signed-in page (a page owner) her session is renewed first when it is about to expire, and the form is not
 * sent at all when it has ended (`SESSION_ENDED_MESSAGE`), so a redirect to sign-in never takes her away from it.
 * Without JavaScript a server action's form still posts (`formProps.action`).
 */
export function useFormAction<Field extends string>({ action, initial, schema, fields, idPrefix }: Options<Field>) {
  const [state, dispatch, sending] = useActionState(action, initial ?? initialFormState<Field>());
  // Renewing her session before a signed-in form is sent counts as sending: the button says so.
  const [renewing, setRenewing] = useState(false);
  const pending = sending || renewing;
  const owner = usePageOwner();
  const [local, setLocal] = useState<LocalErrors<Field> | null>(null);
  // Set at once on submit: `pending` only turns true on the next render, too late for a fast double click.
  const inFlight = useRef(false);
  useEffect(() => {
    if (!sending) inFlight.current = false;
  }, [sending, state]);

  useEffect(() => {
    if (state.sessionEnded) void endSessionTheServerEnded();
  }, [state]);

  const fail = (formError: string, errors: Partial<Record<Field, string>> = {}) =>
    setLocal((previous) => ({ errors, formError: formError || null, attempt: (previous?.attempt ?? 0) + 1 }));
  const clearErrors = () => setLocal(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const data = new FormData(event.currentTarget);
    if (schema) {
      const check = checkForm<z.ZodType, Field>(typeof schema === 'function' ? schema() : schema, formInput(data));
      if (!check.ok) return fail('', check.errors);
    }
    clearErrors();
    inFlight.current = true;
    if (owner) {
      if (!data.has(OWNER_FIELD)) data.set(OWNER_FIELD, owner);
      setRenewing(true);
      const readiness = await sessionReadiness();
      setRenewing(false);
      if (readiness === 'ended') {
        inFlight.current = false;
        return fail(SESSION_ENDED_MESSAGE);
      }
    }
    // Dispatched by hand rather than by React's form submission, which would reset every input afterwards.
    startTransition(() => dispatch(data));
  }

  // Forms are keyed on `state.version`, so an answer remounts them, the pressed Save button with them: focus
  // would fall to <body> and the confirmation (a PHQ-4 score, say) would go unheard. It goes to the status
  // region instead (`statusRef`), once per answer; the error summary takes it when the answer is a problem.
  const status = state.status === 'saved' && !local && !pending ? state.message : '';
  const statusElement = useRef<HTMLElement | null>(null);
  // A callback ref: a ref object in the hook's answer would make every use of the answer a read of a ref.
  const statusRef = useCallback((element: HTMLElement | null) => {
    statusElement.current = element;
  }, []);
  // A confirmation brought across a redirect arrives as the initial state (the edit screen's "Offer … created"):
  // nothing she pressed is left on the page to hear it from, so it takes focus once too.
  const focusedFor = useRef<number | null>(state.status === 'saved' ? null : state.version);
  useEffect(() => {
    if (!status || focusedFor.current === state.version) return;
    focusedFor.current = state.version;
    statusElement.current?.focus();
  }, [status, state.version]);

  const errors = local ? local.errors : state.errors;
  const formError = local ? local.formError : state.status === 'failed' ? state.message : null;
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  return {
    state,
    pending,
    errors,
    formError,
    fieldId,
    fail,
    clearErrors,
    /** Spread onto `<form>`. */
    formProps: { action: dispatch, onSubmit, noValidate: true },
    /** Spread onto a field: its stable id, name, error and the value to show. */
    field: (name: Field): FieldBinding => ({
      id: fieldId(name),
      name,
      error: errors[name],
      ...(name in state.values ? { defaultValue: state.values[name] } : {}),
    }),
    /** Spread onto `<ErrorSummary>`. */
    summary: {
      fieldErrors: fields.flatMap((name) => (errors[name] ? [{ id: fieldId(name), message: errors[name] }] : [])),
      formError,
      title: !local && state.status === 'invalid' ? state.message : INVALID_MESSAGE,
      focusKey: `${local?.attempt ?? 0}-${state.version}`,
      headingId: `${idPrefix}-errors`,
    },
    /** The confirmation for a `role=status` region: empty until saved, and again while the next save runs. */
    status,
    /**
     * For the `<StatusMessage>`'s ref (or a focusable box around it and what a save shows with it): focused when
     * a save is confirmed. Take it out of the answer first (`const { statusRef } = form`): handed on as
     * `form.statusRef`, React's lint reads all of `form` as a ref.
     */
    statusRef,
  };
}
