'use client';

import { levelField, WEEK_FIELDS, weekSchema, type WeekField, type WeekState } from '@/lib/forms/check-in';
import { CHECK_IN_KINDS, SCALES, toDay } from '@/lib/trends';
import { saveWeek } from '../actions';
import { CheckInFormFrame } from './check-in-form-frame';
import { KindFields } from './kind-fields';
import { QueuedPhq4Results } from './queued-phq4-results';
import { useCheckInForm } from './use-check-in-form';

/** "How has your week been?": the four levels on one screen, one date, one Save. */
export function WeekForm({ uid, initial }: { uid: string; initial: WeekState }) {
  const checkIn = useCheckInForm({
    uid,
    name: 'week',
    action: saveWeek,
    initial,
    // Her UK day when she presses Save (the page may have been open since yesterday); the server checks again.
    schema: () => weekSchema(toDay(new Date())),
    fields: WEEK_FIELDS,
  });
  return (
    <CheckInFormFrame
      checkIn={checkIn}
      statusTestId="week-status"
      submitLabel="Save my week"
      // Any check-in page sends the whole outbox, a mood entry with a PHQ-4 included.
      afterStatus={<QueuedPhq4Results pending={checkIn.outbox.pending} sent={checkIn.outbox.sentEntries} />}
    >
      {(values) =>
        CHECK_IN_KINDS.map((kind) => (
          <div key={kind} className="mb-6 border-b border-line pb-2">
            <KindFields
              kind={kind}
              prefix={kind}
              idPrefix="week"
              values={values}
              levelError={checkIn.form.errors[levelField(kind) as WeekField]}
              legend={`${SCALES[kind].name}: ${SCALES[kind].question.charAt(0).toLowerCase()}${SCALES[kind].question.slice(1)}`}
            />
          </div>
        ))
      }
    </CheckInFormFrame>
  );
}
