'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { DateField } from '@/components/forms/date-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { CHECK_IN_DATE_FIELD, CHECK_IN_DATE_RULE, CHECK_IN_FIELDS, PHQ4_FIELDS } from '@/lib/forms/check-in';
import {
  checkInEditSchema,
  ENTRY_ID_FIELD,
  KEPT_DAY_FIELD,
  KEPT_PHQ4_FIELD,
  PHQ4_REMOVE_FIELD,
} from '@/lib/forms/check-in-edit';
import { datePartName } from '@/lib/forms/date-parts';
import type { FormAction, FormState } from '@/lib/forms/form-state';
import { phq4ResultFromValues } from '@/lib/forms/phq4-result';
import { REVISION_FIELD } from '@/lib/forms/record';
import { SCALES, toDay, type DiaryKind } from '@/lib/trends';
import type { EntryEditField } from '../entry-actions';
import { EntryFields } from './entry-fields';
import { Phq4Result } from './phq4-result';
import { UnsavedAnswersNotice } from './unsaved-answers-notice';
import { useUnsavedAnswers } from './use-unsaved-answers';

interface EditEntryFormProps {
  /** Her account id: answers a retry sent that this entry does not hold are kept on this device under it. */
  uid: string;
  kind: DiaryKind;
  action: FormAction<EntryEditField>;
  /** The entry as stored, with its id, day and revision. */
  initial: FormState<EntryEditField>;
  historyPath: string;
  historyName: string;
}

const HIDDEN_FIELDS = [ENTRY_ID_FIELD, KEPT_DAY_FIELD, KEPT_PHQ4_FIELD, REVISION_FIELD];
/** What unsaved answers leave as stored: the hidden fields, and the day unless they give one. */
const KEPT_FIELDS = [
  ...HIDDEN_FIELDS,
  ...(['day', 'month', 'year'] as const).map((part) => datePartName(CHECK_IN_DATE_FIELD, part)),
];

/**
 * The record form's fields, filled in with the saved entry and saved as one update carrying its revision. Not
 * kept on the device or queued offline like a new entry: a change made elsewhere meanwhile must be seen first.
 * When a retry sent answers this entry does not hold (its first try was saved), they are filled in instead,
 * said so, until saved or set aside.
 */
export function EditEntryForm({ uid, kind, action, initial, historyPath, historyName }: EditEntryFormProps) {
  const form = useFormAction<EntryEditField>({
    action,
    initial,
    // Her UK day when she presses Save, as the new-entry forms work it out; the server checks again.
    schema: () => checkInEditSchema(kind, toDay(new Date())),
    fields: CHECK_IN_FIELDS,
    idPrefix: kind,
  });
  const { statusRef } = form;
  const { state, errors } = form;
  const unsaved = useUnsavedAnswers(uid, kind, initial.values);
  const { forget } = unsaved;
  const offered = unsaved.answers && state.version === initial.version ? unsaved.answers : null;
  const values = offered
    ? { ...Object.fromEntries(KEPT_FIELDS.map((name) => [name, state.values[name] ?? ''])), ...offered }
    : state.values;
  const phq4 = form.status ? phq4ResultFromValues(values) : null;
  const saved = state.status === 'saved';
  useEffect(() => {
    if (saved) forget();
  }, [saved, forget]);

  return (
    <>
      <ErrorSummary {...form.summary} formError={form.formError ?? errors.form} />
      {/* After a save, focus moves to what was saved and the way back (useFormAction's statusRef). */}
      <StatusMessage ref={statusRef} testId="entry-status">
        {form.status ? (
          <>
            <p>{form.status}</p>
            <p className="mt-2">
              <Link href={historyPath} className="font-semibold">
                Back to your {historyName} history
              </Link>
            </p>
          </>
        ) : null}
      </StatusMessage>
      {phq4 ? <Phq4Result score={phq4} /> : null}
      <UnsavedAnswersNotice shown={offered !== null} noun={SCALES[kind].entry.one} onShowSaved={forget} />
      <form key={`${state.version}${offered ? '-unsaved' : ''}`} {...form.formProps} className="max-w-2xl">
        {HIDDEN_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
        ))}
        <EntryFields kind={kind} values={values} errors={errors} />
        {kind === 'mood' && values[PHQ4_FIELDS[0]] ? (
          <CheckboxField
            id={`${kind}-${PHQ4_REMOVE_FIELD}`}
            name={PHQ4_REMOVE_FIELD}
            defaultValue={values[PHQ4_REMOVE_FIELD]}
            label="Remove my PHQ-4 answers from this check-in"
            hint="Its score is removed with them."
          />
        ) : null}
        <DateField
          {...form.field(CHECK_IN_DATE_FIELD)}
          values={values}
          legend="Which day is this about?"
          // An entry older than a year keeps its day (dateSchema's `kept`), so the hint says that too.
          hint={`You can change it to ${CHECK_IN_DATE_RULE}, or leave the day it has.`}
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving your changes…">
          Save my changes
        </SubmitButton>
      </form>
    </>
  );
}
