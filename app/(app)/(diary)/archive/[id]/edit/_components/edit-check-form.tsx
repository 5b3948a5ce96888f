'use client';

import Link from 'next/link';
import { CycleFields } from '@/components/check/cycle-fields';
import { FindingsByBreast } from '@/components/check/findings-by-breast';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { useFormAction } from '@/components/forms/use-form-action';
import type { CheckEdit, DescribingCheck } from '@/lib/check/edit';
import { fieldId } from '@/lib/check/finalise';
import { editCheckSchema } from '@/lib/forms/edit-check';
import { saveCheckEdit } from '../actions';
import { KeptChangesNotice } from './kept-changes-notice';
import { useEditCheckDraft } from './use-edit-check-draft';

/**
 * Her saved check, edited with the same map and finding editor as the check itself, saved as one update. Her
 * changes are kept on this device until they are saved (use-edit-check-draft).
 */
export function EditCheckForm({
  uid,
  initial,
  day,
  dateLabel,
  earlierLabels,
  describedIn,
}: {
  uid: string;
  initial: CheckEdit;
  day: string;
  dateLabel: string;
  /** Findings from earlier checks by id, as her checks up to this one describe them. */
  earlierLabels?: Readonly<Record<string, string>>;
  /** Findings from earlier checks by id: the check where she last described each, where it is corrected. */
  describedIn?: Readonly<Record<string, DescribingCheck>>;
}) {
  const form = useFormAction<string>({
    action: saveCheckEdit,
    schema: editCheckSchema,
    fields: [],
    idPrefix: 'edit-check',
  });
  const draft = useEditCheckDraft(uid, initial, day, form.state);
  const edit = draft.edit;
  const errors = form.errors as Record<string, string>;
  // Deleted somewhere else: the summary says so, and the way on is back to her checks.
  const goneLink = form.state.recordGone
    ? [{ id: 'edit-check-gone', message: 'Go back to your checks', href: '/archive' }]
    : [];

  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        draft.sending();
        form.formProps.onSubmit(event);
      }}
      className="mt-6"
    >
      <ErrorSummary
        {...form.summary}
        formError={form.formError ?? errors.form}
        fieldErrors={[
          ...goneLink,
          ...Object.entries(errors).flatMap(([id, message]) => (id === 'form' ? [] : [{ id, message }])),
        ]}
      />
      <KeptChangesNotice draft={draft} />
      {Object.entries(draft.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CycleFields
        cycle={edit.cycle}
        day={day}
        check="saved"
        error={errors[fieldId.periodStart]}
        onChange={(cycle) => draft.change({ ...edit, cycle })}
      />
      <FindingsByBreast
        findings={edit.findings}
        errors={errors}
        onChange={(findings) => draft.change({ ...edit, findings })}
        headingLevel={2}
        recordedOn={dateLabel}
        earlierLabels={earlierLabels}
        describedIn={describedIn}
      />
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-disabled={form.pending || undefined}
          className="min-h-12 rounded-md bg-pink px-6 font-semibold text-on-pink aria-disabled:opacity-70"
        >
          {form.pending ? 'Saving your changes…' : 'Save my changes'}
        </button>
        <Link
          href={`/archive/${edit.id}`}
          className="min-h-11 content-center font-semibold underline underline-offset-4"
        >
          Back to the check
        </Link>
      </div>
      <StatusMessage>{form.status}</StatusMessage>
    </form>
  );
}
