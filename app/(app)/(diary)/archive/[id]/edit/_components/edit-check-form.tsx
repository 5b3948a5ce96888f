'use client';

import Link from 'next/link';
import { useState } from 'react';
import { CycleFields } from '@/components/check/cycle-fields';
import { FindingsByBreast } from '@/components/check/findings-by-breast';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { useFormAction } from '@/components/forms/use-form-action';
import type { FindingDraft } from '@/lib/check/check-draft';
import type { CheckEdit } from '@/lib/check/edit';
import { fieldId } from '@/lib/check/finalise';
import { editCheckFields, editCheckSchema } from '@/lib/forms/edit-check';
import { REVISION_FIELD } from '@/lib/forms/record';
import { saveCheckEdit } from '../actions';

/** Her saved check, edited with the same map and finding editor as the check itself, saved as one update. */
export function EditCheckForm({ initial, day, dateLabel }: { initial: CheckEdit; day: string; dateLabel: string }) {
  const [edit, setEdit] = useState(initial);
  const form = useFormAction<string>({
    action: saveCheckEdit,
    schema: editCheckSchema,
    fields: [],
    idPrefix: 'edit-check',
  });
  const fields = editCheckFields(edit, day);
  // Every answer carries the revision the next save must send: the record's new updatedAt after a save, the one
  // she sent (still the newest) after a failure. The page's own would conflict with her earlier save.
  const revision = form.state.values[REVISION_FIELD];
  if (revision) fields[REVISION_FIELD] = revision;
  const errors = form.errors as Record<string, string>;
  const setFindings = (findings: FindingDraft[]) => setEdit((previous) => ({ ...previous, findings }));

  return (
    <form {...form.formProps} className="mt-6">
      <ErrorSummary
        {...form.summary}
        formError={form.formError ?? errors.form}
        fieldErrors={Object.entries(errors).flatMap(([id, message]) => (id === 'form' ? [] : [{ id, message }]))}
      />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CycleFields
        cycle={edit.cycle}
        day={day}
        check="saved"
        error={errors[fieldId.periodStart]}
        onChange={(cycle) => setEdit((previous) => ({ ...previous, cycle }))}
      />
      <FindingsByBreast
        findings={edit.findings}
        errors={errors}
        onChange={setFindings}
        headingLevel={2}
        recordedOn={dateLabel}
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
