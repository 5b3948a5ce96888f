'use client';

import { passwordRules } from '@/lib/auth/schemas';

/**
 * The pool's password policy, ticked off as she types. The list is read with the field (aria-describedby);
 * a separate polite live region says how many rules are met, so a screen reader hears progress, not every key.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const results = passwordRules.map((rule) => ({ ...rule, met: rule.test(password) }));
  const missing = results.filter((rule) => !rule.met);
  const announcement =
    password === ''
      ? ''
      : missing.length === 0
        ? 'Your password meets every requirement.'
        : `Your password still needs: ${missing.map((rule) => rule.label.toLowerCase()).join(', ')}.`;
  return (
    <div className="-mt-3 mb-5">
      <ul id={id} className="list-none space-y-0.5 p-0 text-sm" aria-label="Your password needs">
        {results.map((rule) => (
          <li key={rule.id} className={rule.met ? 'text-green' : 'text-ink-muted'}>
            <span aria-hidden="true" className="inline-block w-5">
              {rule.met ? '✓' : '○'}
            </span>
            {rule.label}
            <span className="sr-only">{rule.met ? ': done' : ': not yet'}</span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
