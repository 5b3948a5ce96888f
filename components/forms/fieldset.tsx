import type { ReactNode } from 'react';
import { FieldError, FieldHint, fieldMessageIds } from './field-messages';

interface FieldsetProps {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A group of inputs answering one question (GOV.UK radios, checkboxes, date input): the legend is the question,
 * the hint and error describe the whole group, and the error sits above the inputs.
 */
export function Fieldset({ id, legend, hint, error, className, children }: FieldsetProps) {
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error });
  return (
    <fieldset aria-describedby={describedBy} className={`mb-6 border-0 p-0 ${className ?? ''}`}>
      <legend className="font-semibold text-ink">{legend}</legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      {children}
    </fieldset>
  );
}
