'use client';

import { useState, type ChangeEvent } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FieldError } from '@/components/forms/field-messages';
import { SelectField } from '@/components/forms/select-field';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { CSV_MAX_CHARS, IMPORT_FIELDS, importSchema } from '@/lib/forms/admin';
import { initialFormState } from '@/lib/forms/form-state';
import type { ImportReport } from '@/lib/data/admin';
import { importCodesAction } from '../actions';
import { ImportReportView } from './import-report';

/**
 * Import codes from a CSV file: the file is read as text here, previewed by the API (every row checked, nothing
 * written), then imported as a whole. A file with any bad row imports nothing.
 */
export function ImportCodesForm({ offers }: { offers: { value: string; label: string }[] }) {
  const form = useFormAction({
    action: importCodesAction,
    initial: initialFormState(),
    schema: importSchema,
    fields: IMPORT_FIELDS,
    idPrefix: 'import',
  });
  const { statusRef } = form;
  const { field } = form;
  const values = form.state.values;
  const [file, setFile] = useState<{ version: number; text: string } | null>(null);
  const [chosenOffer, setChosenOffer] = useState<{ version: number; offerId: string } | null>(null);
  // A file or offer chosen since the last answer wins; otherwise what the answer kept.
  const csv = file && file.version === form.state.version ? file.text : (values.csv ?? '');
  const offerId =
    chosenOffer && chosenOffer.version === form.state.version ? chosenOffer.offerId : (values.offerId ?? '');
  const report: ImportReport | null = values.report ? JSON.parse(values.report) : null;
  // Only the very file and offer that were checked are imported: another offer may hold some of its codes.
  const readyToCommit = Boolean(
    report &&
    !report.committed &&
    report.errors.length === 0 &&
    report.newCodes > 0 &&
    values.csv &&
    csv === values.csv &&
    offerId === report.offerId,
  );

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    setFile({ version: form.state.version, text: chosen ? await chosen.text() : '' });
  }

  const csvField = field('csv');
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="import-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      {report ? <ImportReportView report={report} /> : null}
      <form key={form.state.version} {...form.formProps} className="max-w-2xl">
        <SelectField
          {...field('offerId')}
          label="Offer"
          options={[{ value: '', label: 'Choose an offer' }, ...offers]}
          onChange={(event) => setChosenOffer({ version: form.state.version, offerId: event.currentTarget.value })}
        />
        <div className="mb-5">
          <label htmlFor={csvField.id} className="block font-semibold">
            CSV file of codes
          </label>
          <p id={`${csvField.id}-hint`} className="text-ink-muted">
            One code a row under a header named code; other columns are ignored. At most 5,000 codes and{' '}
            {CSV_MAX_CHARS.toLocaleString('en-GB')} characters: from a large file, remove the other columns.
          </p>
          <FieldError id={`${csvField.id}-error`}>{csvField.error}</FieldError>
          <input
            id={csvField.id}
            type="file"
            accept=".csv,text/csv"
            onChange={readFile}
            aria-describedby={`${csvField.id}-hint${csvField.error ? ` ${csvField.id}-error` : ''}`}
            aria-invalid={csvField.error ? true : undefined}
            className="mt-1 block min-h-11 w-full"
          />
        </div>
        <input type="hidden" name="csv" value={csv} readOnly />
        <input type="hidden" name="commit" value={readyToCommit ? 'commit' : 'preview'} />
        <SubmitButton pending={form.pending} pendingLabel={readyToCommit ? 'Importing…' : 'Checking…'}>
          {readyToCommit ? `Import ${report!.newCodes} codes` : 'Check the file'}
        </SubmitButton>
      </form>
    </>
  );
}
