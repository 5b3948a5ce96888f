'use client';

import { useState } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { initialFormState } from '@/lib/forms/form-state';
import { VOID_FIELDS, voidSchema } from '@/lib/forms/admin';
import { voidCodeAction } from '../actions';

interface CodeRow {
  id: string;
  code: string;
}

/** Unclaimed codes, each with a button to void it (a voided code leaves the stock at once). */
export function VoidCodes({ codes, more }: { codes: CodeRow[]; more: boolean }) {
  const form = useFormAction({
    action: voidCodeAction,
    initial: initialFormState(),
    schema: voidSchema,
    fields: VOID_FIELDS,
    idPrefix: 'void',
  });
  const { statusRef } = form;
  // Every code voided on this page, not just the last: nothing reloads the list, and a Void button brought back
  // would only meet the API's refusal.
  const [voided, setVoided] = useState<{ version: number; ids: ReadonlySet<string> }>({ version: 0, ids: new Set() });
  if (voided.version !== form.state.version) {
    const justVoided = form.state.status === 'saved' ? form.state.values.codeId : undefined;
    setVoided({ version: form.state.version, ids: justVoided ? new Set([...voided.ids, justVoided]) : voided.ids });
  }
  if (codes.length === 0) return <p>No unclaimed codes.</p>;
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="void-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      <ul className="max-w-2xl divide-y divide-line">
        {codes.map((code) => (
          <li key={code.id} className="flex items-center justify-between gap-4 py-2">
            <span className="font-mono">{code.code}</span>
            {voided.ids.has(code.id) ? (
              <span className="font-semibold">Void</span>
            ) : (
              <form {...form.formProps}>
                <input type="hidden" name="codeId" value={code.id} />
                <button
                  type="submit"
                  aria-label={`Void code ${code.code}`}
                  aria-disabled={form.pending || undefined}
                  className="min-h-11 rounded-md border-2 border-red px-4 font-semibold"
                >
                  Void
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {more ? <p className="mt-2 text-ink-muted">Only the first 100 unclaimed codes are listed.</p> : null}
    </>
  );
}
