'use client';

import { authMessages } from '@/lib/auth/messages';

/**
 * MFA is off for the product (spec section 4), but the pool could still ask for SMS, TOTP, a choice of method or a
 * custom challenge. Never a dead end: she can start again or write to us.
 *
 * No role=alert: the sign-in flow moves focus to the heading, which is then read with the text after it; an alert
 * as well would have it announced twice.
 */
export function UnsupportedStep({ helpEmail, onStartAgain }: { helpEmail: string; onStartAgain(): void }) {
  return (
    <div className="max-w-md rounded-lg border-2 border-amber bg-surface p-5">
      <h2 id="unsupported-heading" tabIndex={-1} className="font-body text-xl font-bold text-ink">
        We can’t finish signing you in here
      </h2>
      <p className="mt-2 text-ink">{authMessages.unsupportedStep}</p>
      <p className="mt-2 text-ink">
        Email{' '}
        <a href={`mailto:${helpEmail}`} className="text-ink">
          {helpEmail}
        </a>{' '}
        and we’ll help.
      </p>
      <button
        type="button"
        onClick={onStartAgain}
        className="mt-4 min-h-11 rounded-md border-2 border-line px-4 text-ink"
      >
        Back to sign in
      </button>
    </div>
  );
}
