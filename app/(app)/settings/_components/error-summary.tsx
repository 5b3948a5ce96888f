'use client';

import { useEffect, useRef } from 'react';
import { SETTINGS_FIELDS, type SettingsErrors } from '@/lib/data/schemas/settings';

/**
 * Lists every problem with a link to its field, and takes focus when it appears so keyboard and screen-reader
 * users land on it (GOV.UK error summary pattern). `attempt` changes on each submit, so it refocuses each time.
 */
export function ErrorSummary({ errors, message, attempt }: { errors: SettingsErrors; message: string; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [attempt]);
  const listed = SETTINGS_FIELDS.flatMap((name) => (errors[name] ? [{ name, text: errors[name] }] : []));

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="settings-error-summary-title"
      className="mb-6 max-w-2xl rounded-md border-4 border-red bg-surface p-4 focus:outline-4 focus:outline-offset-2"
      data-testid="error-summary"
    >
      <h2 id="settings-error-summary-title" className="text-xl font-bold">
        {message}
      </h2>
      {listed.length ? (
        <ul className="mt-2 list-disc pl-6">
          {listed.map(({ name, text }) => (
            <li key={name}>
              <a href={`#settings-${name}`} className="font-semibold text-red">
                {text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
