import type { ReactNode } from 'react';
import { FieldError, FieldHint, fieldMessageIds } from './field-messages';

interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** What a ticked box posts; an unticked one posts nothing. */
  value?: string;
  /** The form's echoed value: ticked again if it was ticked (never ticked for her otherwise). */
  defaultValue?: string;
}

/** One checkbox, unticked unless she ticked it: for a consent the label says exactly what she agrees to. */
export function CheckboxField({ id, name, label, hint, error, value = 'on', defaultValue }: CheckboxFieldProps) {
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error });
  return (
    <div className="mb-5">
      <FieldError id={errorId} className="mb-1">
        {error}
      </FieldError>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={defaultValue === value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 size-6 shrink-0 accent-pink"
        />
        <div>
          <label htmlFor={id} className="text-ink">
            {label}
          </label>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </div>
      </div>
    </div>
  );
}
