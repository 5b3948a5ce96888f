'use client';

import { useMemo } from 'react';
import { useFormAction } from '@/components/forms/use-form-action';
import { keepWhenOffline } from '@/components/offline/keep-when-offline';
import { useFormDraft } from '@/components/offline/use-form-draft';
import { useOutbox } from '@/components/offline/use-outbox';
import type { FormAction, FormState } from '@/lib/forms/form-state';
import { RECORD_ID_FIELD } from '@/lib/forms/record';
import { checkInOutboxKey } from '@/lib/offline/outbox';
import type { z } from 'zod';
import { sendQueuedCheckIn } from './send-check-in';

interface Options<Field extends string> {
  uid: string;
  /** The form's name in the outbox and its draft's key: the kind, or 'week'. */
  name: string;
  action: FormAction<Field>;
  initial: FormState<Field>;
  /** A function for rules that depend on the moment of saving, as useFormAction's. */
  schema: z.ZodType | (() => z.ZodType);
  fields: readonly Field[];
}

/**
 * A check-in form with the diary's nothing-lost rules: kept on the device as she fills it in, kept in the
 * outbox when the save cannot reach the server (sent when the connection returns), one record per submit.
 */
export function useCheckInForm<Field extends string>({ uid, name, action, initial, schema, fields }: Options<Field>) {
  const outbox = useOutbox(checkInOutboxKey(uid), uid, sendQueuedCheckIn);
  const queue = outbox.queue;
  // The server renders the plain server action, so the form still posts without JavaScript; in the browser
  // a save that cannot be sent goes to the outbox instead of failing.
  const offlineAware = useMemo(
    () =>
      typeof window === 'undefined'
        ? action
        : keepWhenOffline(
            action,
            (input) =>
              queue({ recordId: input[RECORD_ID_FIELD] ?? '', form: name, input, queuedAt: new Date().toISOString() }),
            () => ({ ...initial.values, [RECORD_ID_FIELD]: crypto.randomUUID() }),
          ),
    [action, queue, name, initial.values],
  );
  const form = useFormAction({ action: offlineAware, initial, schema, fields, idPrefix: name });
  const draft = useFormDraft(uid, name, form.state);
  // The account the page was rendered for, sent as a hidden field (lib/forms/record's OWNER_FIELD).
  return { form, draft, outbox, owner: uid };
}
