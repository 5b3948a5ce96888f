import { HEALTH_CONSENT_WITHDRAWN } from '@/lib/auth/health-consent-record';
import type { ConsentRecord } from '@/lib/export';

const NAMES: Record<ConsentRecord['consent'], string> = {
  terms: 'Terms of use and privacy notice',
  'health-data': 'Using your health information (required for checks, diary and report)',
  'prize-draw': 'Entry in the free prize draw',
  cookies: 'Optional cookies on this device',
};

const london = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

function given(consent: ConsentRecord): string {
  const parts = [consent.at ? `Given ${london.format(new Date(consent.at))}` : 'Given'];
  if (consent.version && consent.version !== HEALTH_CONSENT_WITHDRAWN) parts.push(`version ${consent.version}`);
  return parts.join(', ');
}

function when(consent: ConsentRecord): string {
  // The prize draw she joined has closed: her entry was for that draw only, and is deleted 30 days after it.
  if (consent.endedAt) {
    const over = `Draw over on ${london.format(new Date(consent.endedAt))}`;
    return consent.at ? `${over} (you joined ${london.format(new Date(consent.at))})` : over;
  }
  if (consent.withdrawnAt) {
    const withdrawn = `Withdrawn ${london.format(new Date(consent.withdrawnAt))}`;
    return consent.at ? `${withdrawn} (${given(consent).replace(/^G/, 'g')})` : withdrawn;
  }
  return consent.given ? given(consent) : 'Not given';
}

/** What she agreed to and when, as the identity service stamped it. */
export function ConsentsList({ consents }: { consents: readonly ConsentRecord[] }) {
  return (
    <dl className="mb-6 max-w-2xl divide-y divide-line rounded-lg border-2 border-line">
      {consents.map((consent) => (
        <div key={consent.consent} className="p-4 sm:flex sm:gap-4">
          <dt className="font-semibold sm:w-1/2">{NAMES[consent.consent]}</dt>
          <dd className="mt-1 sm:mt-0" data-testid={`consent-${consent.consent}`}>
            {when(consent)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
