'use client';

import { CheckboxField } from '@/components/forms/checkbox-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { DRAW_ANSWERED_AT_FIELD, DRAW_FIELDS, drawSchema } from '@/lib/forms/admin';
import { initialFormState } from '@/lib/forms/form-state';
import type { PrizeDraw } from '@/lib/data/admin';
import { runPrizeDrawAction } from '../actions';
import { DrawRecord } from './draw-record';

/** Runs a draw once it is confirmed; the audit record shown comes from the draw's own answer. */
export function RunDrawForm({ entrants }: { entrants: number }) {
  const form = useFormAction({
    action: runPrizeDrawAction,
    initial: initialFormState(),
    schema: drawSchema,
    fields: DRAW_FIELDS,
    idPrefix: 'draw',
  });
  const { statusRef } = form;
  const { field } = form;
  const drawn: PrizeDraw | null = form.state.values.drawn ? JSON.parse(form.state.values.drawn) : null;
  const answeredAt = form.state.values[DRAW_ANSWERED_AT_FIELD];

  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="draw-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      {drawn ? (
        <section aria-labelledby="drawn-heading" className="mb-6 rounded-md border border-line bg-surface p-4">
          <h3 id="drawn-heading" className="mb-2 text-xl font-bold">
            Audit record
          </h3>
          {/* Judged as at the server's answer, not the draw (a re-run's may be weeks old); render reads no clock. */}
          <DrawRecord draw={drawn} now={new Date(answeredAt ?? drawn.drawnAt)} />
        </section>
      ) : null}
      <form key={form.state.version} {...form.formProps} className="max-w-2xl">
        <TextField
          {...field('drawId')}
          label="Name of this draw"
          hint="For example spring-2026. A name can be drawn only once."
          inputClassName="max-w-md"
        />
        <CheckboxField
          {...field('confirm')}
          value="yes"
          label={`I confirm: freeze the list of ${entrants} entries and draw one winner now. This cannot be undone.`}
        />
        <SubmitButton pending={form.pending} pendingLabel="Drawing…">
          Draw the winner
        </SubmitButton>
      </form>
    </>
  );
}
