import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { LabelledField } from './field-messages';
import { inputClass } from './text-field';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** Label, hint, error text and a multi-line box, tied together as TextField ties a single line. */
export function TextAreaField({ id, name, label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} className={className}>
      {({ describedBy, invalid }) => (
        <textarea
          id={id}
          name={name}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${inputClass} mt-1`}
          {...textarea}
        />
      )}
    </LabelledField>
  );
}
