'use client';

import { useFormAction } from '@/components/forms/use-form-action';
import { levelField, WEEK_FIELDS, weekSchema, type WeekField, type WeekState } from '@/lib/forms/check-in';
import { CHECK_IN_KINDS, SCALES } from '@/lib/trends';
import { saveWeek } from '../actions';
import { CheckInFormFrame } from './check-in-form-frame';
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
  return (
    <CheckInFormFrame form={form} statusTestId="week-status" submitLabel="Save my week">
      {CHECK_IN_KINDS.map((kind) => (
        <div key={kind} className="mb-6 border-b border-line pb-2">
          <KindFields
            kind={kind}
            prefix={kind}
            idPrefix="week"
            values={form.state.values}
            levelError={form.errors[levelField(kind) as WeekField]}
            legend={`${SCALES[kind].name}: ${SCALES[kind].question.charAt(0).toLowerCase()}${SCALES[kind].question.slice(1)}`}
          />
        </div>
      ))}
    </CheckInFormFrame>
  );
}
