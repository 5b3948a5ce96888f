import { ukDate } from '@/lib/forms/offers';
import { CopyCodeButton } from './copy-code-button';

/** Her code with a copy button, the partner's link and the offer's expiry. */
export function CodeReveal({
  code,
  partner,
  partnerUrl,
  endDate,
}: {
  code: string;
  partner: string;
  partnerUrl: string | null;
  endDate: string;
}) {
  return (
    <div className="mt-4 rounded-md border border-line bg-canvas p-4">
      <p className="text-sm text-ink-muted">Your code</p>
      <p className="my-2 font-mono text-2xl font-bold break-all" data-testid="offer-code">
        {code}
      </p>
      <CopyCodeButton code={code} />
      <p className="mt-2">Use it by {ukDate(endDate)}.</p>
      {partnerUrl ? (
        <p className="mt-2">
          <a
            href={partnerUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="font-semibold underline underline-offset-4"
          >
            Go to {partner} (opens in a new tab)
          </a>
        </p>
      ) : null}
    </div>
  );
}
