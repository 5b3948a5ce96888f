import Link from 'next/link';

/** What a health screen shows instead of her health data while her consent to use it is withdrawn. */
export function HealthConsentNotice() {
  return (
    <div
      role="note"
      data-testid="health-consent-notice"
      className="max-w-2xl rounded-lg border-2 border-amber bg-surface p-4 text-ink"
    >
      <h2 className="text-xl font-bold">Your health features are paused</h2>
      <p className="mt-2">
        You have withdrawn your consent to us using your health information, so we do not show or record it. Your
        records are kept until you delete your account.
      </p>
      <p className="mt-2">
        <Link href="/settings#consents-heading" className="text-ink underline decoration-pink decoration-2">
          Give your consent again or delete your data in settings
        </Link>
      </p>
    </div>
  );
}
