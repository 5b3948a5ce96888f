'use client';

import Link from 'next/link';
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
import type { FormAction, FormState } from '@/lib/forms/form-state';
import { phq4ResultFromValues } from '@/lib/forms/phq4-result';
import { REVISION_FIELD } from '@/lib/forms/record';
import { toDay, type DiaryKind } from '@/lib/trends';
import type { EntryEditField } from '../entry-actions';
import { EntryFields } from './entry-fields';
import { Phq4Result } from './phq4-result';

interface EditEntryFormProps {
  kind: DiaryKind;
  action: FormAction<EntryEditField>;
  /** The entry as stored, with its id, day and revision. */
  initial: FormState<EntryEditField>;
  historyPath: string;
  historyName: string;
}

/**
 * The record form's fields, filled in with the saved entry and saved as one update carrying its revision. Not
 * kept on the device or queued offline like a new entry: a change made elsewhere meanwhile must be seen first.
 */
export function EditEntryForm({ kind, action, initial, historyPath, historyName }: EditEntryFormProps) {
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
  const values = state.values;
  const phq4 = form.status ? phq4ResultFromValues(values) : null;

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
      <form key={state.version} {...form.formProps} className="max-w-2xl">
        {[ENTRY_ID_FIELD, KEPT_DAY_FIELD, KEPT_PHQ4_FIELD, REVISION_FIELD].map((name) => (
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
