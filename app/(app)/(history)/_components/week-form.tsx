'use client';

import { DateField } from '@/components/forms/date-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import {
  CHECK_IN_DATE_FIELD,
  levelField,
  WEEK_FIELDS,
  weekSchema,
  type WeekField,
  type WeekState,
} from '@/lib/forms/check-in';
import { RECORD_ID_FIELD } from '@/lib/forms/record';
import { CHECK_IN_KINDS, SCALES } from '@/lib/trends';
import { saveWeek } from '../actions';
import { KindFields } from './kind-fields';

/** "How has your week been?": the four levels on one screen, one date, one Save. */
export function WeekForm({ initial, today }: { initial: WeekState; today: string }) {
  const form = useFormAction({
    action: saveWeek,
    initial,
    schema: weekSchema(today),
    fields: WEEK_FIELDS,
    idPrefix: 'week',
  });
  const values = form.state.values;
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="week-status">{form.status || null}</StatusMessage>
      <form key={form.state.version} {...form.formProps} className="max-w-2xl">
        <input type="hidden" name={RECORD_ID_FIELD} value={values[RECORD_ID_FIELD] ?? ''} />
        {CHECK_IN_KINDS.map((kind) => (
          <div key={kind} className="mb-6 border-b border-line pb-2">
            <KindFields
              kind={kind}
              prefix={kind}
              idPrefix="week"
              values={values}
              levelError={form.errors[levelField(kind) as WeekField]}
              legend={`${SCALES[kind].name}: ${SCALES[kind].question.charAt(0).toLowerCase()}${SCALES[kind].question.slice(1)}`}
            />
          </div>
        ))}
        <DateField
          {...form.field(CHECK_IN_DATE_FIELD)}
          values={values}
          legend="Which day is this about?"
          hint="Today is filled in. You can change it to an earlier day, but not a future one."
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Save my week
        </SubmitButton>
      </form>
    </>
  );
}
