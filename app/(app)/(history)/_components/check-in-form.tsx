'use client';

import Link from 'next/link';
import { CHECK_IN_FIELDS, checkInSchema, type CheckInState } from '@/lib/forms/check-in';
import { phq4ResultFromValues, unsavedPhq4FromValues } from '@/lib/forms/phq4-result';
import { SCALES, toDay, type DiaryKind } from '@/lib/trends';
import { SAVED_EARLIER_VALUES } from '../_lib/saved-message';
import { CheckInFormFrame } from './check-in-form-frame';
import { EntryFields } from './entry-fields';
import { entryPath } from './paths';
import { Phq4Result } from './phq4-result';
import { QueuedPhq4Results, UNSAVED_PHQ4 } from './queued-phq4-results';
import { useCheckInForm } from './use-check-in-form';

interface CheckInFormProps {
  /** Her account id: what is kept on this device is kept under it. */
  uid: string;
  kind: DiaryKind;
  action: (previous: CheckInState, form: FormData) => Promise<CheckInState>;
  initial: CheckInState;
}

/** One quick check-in or symptom diary entry: a level and Save is a whole entry (the date is already today). */
export function CheckInForm({ uid, kind, action, initial }: CheckInFormProps) {
  const checkIn = useCheckInForm({
    uid,
    name: kind,
    action,
    initial,
    // Her UK day when she presses Save, not when the page was drawn: a page left open past midnight must
    // accept the new day. The server checks again with its own clock.
    schema: () => checkInSchema(kind, toDay(new Date())),
    fields: CHECK_IN_FIELDS,
  });
  const { state, errors, status } = checkIn.form;
  const phq4 = status ? phq4ResultFromValues(state.values) : null;
  // An earlier try's entry was kept (the message says so): where she can change it to what she meant.
  const earlierId =
    status && state.values[SAVED_EARLIER_VALUES.earlier] === 'yes' ? state.values[SAVED_EARLIER_VALUES.id] : undefined;
  // Her answers this time, when that entry holds others: their next steps are hers whether saved or not.
  const unsaved = earlierId ? unsavedPhq4FromValues(state.values) : null;
  return (
    <CheckInFormFrame
      checkIn={checkIn}
      statusTestId="check-in-status"
      submitLabel={`Save ${SCALES[kind].name.toLowerCase()} ${SCALES[kind].entry.one}`}
      afterStatus={
        <>
          {earlierId ? (
            <p className="mb-6">
              <Link href={entryPath(kind, earlierId)} className="font-semibold underline underline-offset-4">
                Edit this {SCALES[kind].entry.one}
              </Link>
            </p>
          ) : null}
          {phq4 ? <Phq4Result score={phq4} status={earlierId ? 'as saved' : undefined} /> : null}
          {unsaved ? (
            <>
              <p className="mb-2 max-w-2xl">{UNSAVED_PHQ4}</p>
              <Phq4Result score={unsaved} status="not saved" />
            </>
          ) : null}
          <QueuedPhq4Results pending={checkIn.outbox.pending} sent={checkIn.outbox.sentEntries} />
        </>
      }
    >
      {(values) => <EntryFields kind={kind} values={values} errors={errors} onPhq4Cleared={checkIn.draft.keep} />}
    </CheckInFormFrame>
  );
}
