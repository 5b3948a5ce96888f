'use client';

import { useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/forms/text-field';

/** A password input with a Show/Hide button. Paste is allowed (password managers, WCAG 3.3.8). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      after={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={props.id}
          className="min-h-11 min-w-16 rounded-md border-2 border-line px-3 text-ink"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> password</span>
        </button>
      }
    />
  );
}
