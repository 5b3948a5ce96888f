'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { MapMark } from '@/components/check/breast-clock-face';
import { FindingEditor } from '@/components/check/finding-editor';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { useFormAction } from '@/components/forms/use-form-action';
import type { Side } from '@/lib/check/breast-map';
import type { FindingDraft } from '@/lib/check/check-draft';
import type { CheckEdit } from '@/lib/check/edit';
import { findingLabel } from '@/lib/diary/findings';
import { editCheckFields, editCheckSchema } from '@/lib/forms/edit-check';
import { REVISION_FIELD } from '@/lib/forms/record';
import { saveCheckEdit } from '../actions';
import { CycleFields } from './cycle-fields';

function emptyFinding(side: Side): FindingDraft {
  return {
    id: crypto.randomUUID(),
    side,
    kind: null,
    severity: null,
    position: null,
    sizeMm: null,
    feel: null,
    status: 'NEW',
    note: '',
  };
}

function marksFor(side: Side, except: string, findings: readonly FindingDraft[]): MapMark[] {
  return findings.flatMap((f) =>
    f.side === side && f.id !== except && f.position && f.kind
      ? [
          {
            key: f.id,
            position: f.position,
            label: findingLabel({ ...f, kind: f.kind, severity: f.severity ?? 1, note: null }),
          },
        ]
      : [],
  );
}

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
  // After a save the next one must carry the record's new updatedAt, or it would conflict with her own save.
  if (form.state.status === 'saved' && form.state.values[REVISION_FIELD])
    fields[REVISION_FIELD] = form.state.values[REVISION_FIELD];
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
        error={errors['check-period-start']}
        onChange={(cycle) => setEdit((previous) => ({ ...previous, cycle }))}
      />
      {(['LEFT', 'RIGHT'] as const).map((side) => {
        const findings = edit.findings.filter((f) => f.side === side);
        const name = side === 'LEFT' ? 'left' : 'right';
        return (
          <div key={side} className="mt-8">
            <h2 className="text-2xl font-bold">Your {name} breast</h2>
            {findings.length === 0 ? (
              <p className="mt-2 text-ink-muted">
                Nothing recorded in your {name} breast on {dateLabel}.
              </p>
            ) : null}
            {findings.map((finding, i) => (
              <FindingEditor
                key={finding.id}
                finding={finding}
                number={i + 1}
                errors={errors}
                marks={marksFor(side, finding.id, edit.findings)}
                onChange={(next) => setFindings(edit.findings.map((f) => (f.id === next.id ? next : f)))}
                onRemove={() => setFindings(edit.findings.filter((f) => f.id !== finding.id))}
              />
            ))}
            <button
              type="button"
              onClick={() => setFindings([...edit.findings, emptyFinding(side)])}
              className="mt-4 min-h-11 rounded-md border-2 border-pink px-4 font-semibold text-pink"
            >
              Add a change in your {name} breast
            </button>
          </div>
        );
      })}
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
