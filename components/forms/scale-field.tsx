import type { ReactNode } from 'react';
import { Fieldset } from './fieldset';
import { radioOptionId } from './radio-group';

interface ScaleFieldProps {
  id: string;
  name: string;
  legend: ReactNode;
  /** 0 to 10 or 1 to 5, as the question uses. */
  min: 0 | 1;
  max: 5 | 10;
  /** What the two ends mean, e.g. "Not at all" and "Extremely": shown at the ends and read with their numbers. */
  lowLabel: string;
  highLabel: string;
  hint?: ReactNode;
  error?: string;
  defaultValue?: string;
  className?: string;
}

/**
 * A rating as a row of radio buttons: one tab stop, arrow keys move along it, and every number is a 44 px
 * target. The end words are visible beside the row and also part of the end numbers' names for screen readers.
 */
export function ScaleField({
  id,
  name,
  legend,
  min,
  max,
  lowLabel,
  highLabel,
  hint,
  error,
  defaultValue,
  className,
}: ScaleFieldProps) {
  const values = Array.from({ length: max - min + 1 }, (_, index) => String(min + index));
  return (
    <Fieldset id={id} legend={legend} hint={hint} error={error} className={className}>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <span aria-hidden="true" className="text-sm text-ink-muted">
          {lowLabel}
        </span>
        <div className="flex flex-wrap gap-1">
          {values.map((value, index) => {
            const optionId = radioOptionId(id, index);
            const endWord = index === 0 ? lowLabel : index === values.length - 1 ? highLabel : null;
            return (
              <label
                key={value}
                htmlFor={optionId}
                className="flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-md border-2 border-line bg-surface px-1 text-ink has-checked:border-pink has-checked:bg-pink has-checked:text-on-pink has-focus-visible:outline-4 has-focus-visible:outline-offset-2"
              >
                <input
                  type="radio"
                  id={optionId}
                  name={name}
                  value={value}
                  defaultChecked={defaultValue === value}
                  className="sr-only"
                />
                <span className="font-semibold">{value}</span>
                {endWord ? <span className="sr-only">, {endWord}</span> : null}
              </label>
            );
          })}
        </div>
        <span aria-hidden="true" className="text-sm text-ink-muted">
          {highLabel}
        </span>
      </div>
    </Fieldset>
  );
}
