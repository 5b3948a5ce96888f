import type { ReactNode } from 'react';
import { datePartName } from '@/lib/forms/date-parts';
import { Fieldset } from './fieldset';
import { inputClass } from './text-field';

interface DateFieldProps {
  /** The Day box's id, so the error summary's link lands on the first box (GOV.UK); Month and Year add `-month`, `-year`. */
  id: string;
  /** The boxes post as `<name>-day`, `<name>-month`, `<name>-year`; lib/forms/date-parts joins them. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The form's values by input name: the boxes pick theirs. */
  values?: Record<string, string>;
  /** `bday` for a date of birth: browsers fill each box from her saved details. */
  autoCompletePrefix?: 'bday';
}

const boxes = [
  { part: 'day', label: 'Day', width: 'w-16', maxLength: 2 },
  { part: 'month', label: 'Month', width: 'w-16', maxLength: 2 },
  { part: 'year', label: 'Year', width: 'w-24', maxLength: 4 },
] as const;

/** A date she knows (GOV.UK's date input): three labelled boxes in a fieldset, numeric keypad, no picker. */
export function DateField({ id, name, legend, hint, error, values = {}, autoCompletePrefix }: DateFieldProps) {
  return (
    <Fieldset id={id} legend={legend} hint={hint} error={error}>
      <div className="mt-2 flex gap-4">
        {boxes.map(({ part, label, width, maxLength }) => {
          const boxId = part === 'day' ? id : `${id}-${part}`;
          const boxName = datePartName(name, part);
          return (
            <div key={part}>
              <label htmlFor={boxId} className="block text-ink">
                {label}
              </label>
              <input
                id={boxId}
                name={boxName}
                type="text"
                inputMode="numeric"
                maxLength={maxLength}
                autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-${part}` : 'off'}
                defaultValue={values[boxName] ?? ''}
                aria-invalid={error ? true : undefined}
                className={`${inputClass} mt-1 ${width}`}
              />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
