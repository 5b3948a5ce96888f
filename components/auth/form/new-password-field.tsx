'use client';

import { useState } from 'react';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

interface NewPasswordFieldProps {
  id: string;
  checklistId: string;
  error?: string;
  name?: string;
  label?: string;
}

/** A password she is choosing, with the pool's rules ticked off as she types (spec section 5). */
export function NewPasswordField({
  id,
  checklistId,
  error,
  name = 'newPassword',
  label = 'New password',
}: NewPasswordFieldProps) {
  const [password, setPassword] = useState('');
  return (
    <>
      <PasswordField
        id={id}
        name={name}
        label={label}
        autoComplete="new-password"
        describedBy={checklistId}
        error={error}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordChecklist id={checklistId} password={password} />
    </>
  );
}
