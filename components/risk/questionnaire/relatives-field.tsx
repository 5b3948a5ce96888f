'use client';

import { useEffect, useRef, useState } from 'react';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { Fieldset } from '@/components/forms/fieldset';
import { NumberField } from '@/components/forms/number-field';
import { SelectField } from '@/components/forms/select-field';
import { relativeField, type RelativePart } from '@/lib/forms/relative-rows';
import { MAX_RELATIVE_ROWS } from '@/lib/forms/risk-questionnaire';
import { CANCER_SITE_OPTIONS, RELATION_OPTIONS, SIDE_OPTIONS, type Question } from '@/lib/risk/questionnaire';

interface RelativesFieldProps {
  question: Question;
  /** `<prefix>-relatives`: a row's input is `<id>-<n>-<part>`, which is `<prefix>-` and its error key. */
  id: string;
  error?: string;
  /** The form's problems by field: a row's are under `relatives-<n>-<part>` (lib/forms/relative-rows). */
  errors?: Partial<Record<string, string>>;
  values: Record<string, string>;
}

const choose = { value: '', label: 'Choose one' };

const ONE_CANCER_A_ROW_TEXT =
  'Use one row for each cancer. If a relative had more than one, such as breast and ovarian cancer, or breast cancer in both breasts (a row for each breast), add a row for each and choose that it is the same person. A cancer that came back in the same place counts once.';

/** Row n can be the same person as any row above it. */
const samePersonOptions = (n: number) => [
  { value: '', label: 'No, someone else' },
  ...Array.from({ length: n }, (_, earlier) => ({
    value: String(earlier),
    label: `Yes, the same person as relative ${earlier + 1}`,
  })),
];
const sideOptions = [
  { value: '', label: 'Not needed (mother, father, sister, brother, daughter, son)' },
  ...SIDE_OPTIONS,
];

/**
 * Her relatives with cancer, one cancer a row: a relative with two cancers takes two rows, the second saying it
 * is the same person as the first, so the models count that relative once. Rows start from what she saved, plus
 * one empty row; "Add another relative" adds more. An empty row is ignored when saved.
 */
export function RelativesField({ question, id, error, errors = {}, values }: RelativesFieldProps) {
  const saved = Number(values['relatives-count'] ?? 0) || 0;
  const [rows, setRows] = useState(Math.min(saved + 1, MAX_RELATIVE_ROWS));
  const firstOfRow = useRef<HTMLSelectElement>(null);
  const added = useRef(false);
  // GOV.UK's "add another": focus goes to the new row, which also keeps it when the button goes with the last row.
  useEffect(() => {
    if (added.current) firstOfRow.current?.focus();
    added.current = false;
  }, [rows]);

  return (
    // The question's id, for a link to the whole question (a row's problem links to its own input).
    <div id={id}>
      <Fieldset id={`${id}-group`} legend={question.label} hint={question.hint} error={error}>
        <input type="hidden" name="relatives-count" value={rows} />
        <p className="mt-2 text-ink">Leave the rows empty if none of your relatives have had these cancers.</p>
        <p className="mt-2 text-ink">{ONE_CANCER_A_ROW_TEXT}</p>
        {Array.from({ length: rows }, (_, n) => {
          const name = (part: string) => `relatives-${n}-${part}`;
          const rowId = (part: string) => `${id}-${n}-${part}`;
          const rowError = (part: RelativePart) => errors[relativeField(n, part)];
          return (
            <fieldset key={n} className="mt-4 rounded-lg border-2 border-line p-4">
              <legend className="px-1 font-semibold text-ink">Relative {n + 1}</legend>
              {n > 0 ? (
                <SelectField
                  ref={n === rows - 1 ? firstOfRow : undefined}
                  id={rowId('same')}
                  name={name('same')}
                  error={rowError('same')}
                  label="Is this someone you have already added?"
                  hint="If so, you can leave how they are related and the side empty."
                  options={samePersonOptions(n)}
                  defaultValue={values[name('same')] ?? ''}
                />
              ) : null}
              <div className="grid gap-x-6 sm:grid-cols-2">
                <SelectField
                  id={rowId('relation')}
                  name={name('relation')}
                  error={rowError('relation')}
                  label="How are they related to you?"
                  options={[choose, ...RELATION_OPTIONS]}
                  defaultValue={values[name('relation')] ?? ''}
                />
                <SelectField
                  id={rowId('side')}
                  name={name('side')}
                  error={rowError('side')}
                  label="Which side of your family?"
                  options={sideOptions}
                  defaultValue={values[name('side')] ?? ''}
                />
                <SelectField
                  id={rowId('site')}
                  name={name('site')}
                  error={rowError('site')}
                  label="Which cancer?"
                  options={[choose, ...CANCER_SITE_OPTIONS]}
                  defaultValue={values[name('site')] ?? ''}
                />
                <div>
                  <NumberField
                    id={rowId('age')}
                    name={name('age')}
                    error={rowError('age')}
                    label="Their age when it was found"
                    suffix="years"
                    defaultValue={values[name('age')] ?? ''}
                    className="mb-2"
                  />
                  <CheckboxField
                    id={rowId('age-unknown')}
                    name={name('age-unknown')}
                    value="unknown"
                    label={question.dontKnow?.label ?? 'I don’t know their age'}
                    defaultValue={values[name('age-unknown')]}
                  />
                </div>
              </div>
            </fieldset>
          );
        })}
        {rows < MAX_RELATIVE_ROWS ? (
          <button
            type="button"
            onClick={() => {
              added.current = true;
              setRows(rows + 1);
            }}
            className="mt-4 min-h-11 rounded-md border-2 border-pink px-4 py-2 font-semibold text-ink"
          >
            Add another relative
          </button>
        ) : (
          <p className="mt-4 text-ink-muted">You can add up to {MAX_RELATIVE_ROWS} relatives.</p>
        )}
      </Fieldset>
    </div>
  );
}
