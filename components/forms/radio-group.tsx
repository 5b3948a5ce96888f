import type { ReactNode } from 'react';
import { Fieldset } from './fieldset';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

interface RadioGroupProps {
  /** The first radio's id, so the error summary's link lands on the group (GOV.UK); the others add `-2`, `-3`… */
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
  /** The value checked when the form renders. */
  defaultValue?: string;
  /** Side by side, for two short answers such as Yes and No (GOV.UK inline radios). */
  inline?: boolean;
  className?: string;
}

export const radioOptionId = (id: string, index: number) => (index === 0 ? id : `${id}-${index + 1}`);

/** One answer from a few, all visible at once (GOV.UK radios): the legend asks, each label answers. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  hint,
  error,
  defaultValue,
  inline,
  className,
}: RadioGroupProps) {
  return (
    <Fieldset id={id} legend={legend} hint={hint} error={error} className={className}>
      <div className={inline ? 'mt-2 flex flex-wrap gap-x-6' : 'mt-2'}>
        {options.map((option, index) => {
          const optionId = radioOptionId(id, index);
          return (
            <div key={option.value} className="flex min-h-11 items-start gap-3 py-1">
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                defaultChecked={defaultValue === option.value}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className="mt-0.5 size-6 shrink-0 accent-pink"
              />
              <div>
                <label htmlFor={optionId} className="text-ink">
                  {option.label}
                </label>
                {option.hint ? (
                  <p id={`${optionId}-hint`} className="text-sm text-ink-muted">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
