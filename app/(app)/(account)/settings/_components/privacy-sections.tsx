import Link from 'next/link';
import { SessionDownloadLink } from '@/components/auth/session-download-link';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { loadConsents } from '@/lib/auth/health-consent';
import { healthConsentOf } from '@/lib/data/health-consent';
import type { SessionUser } from '@/lib/auth/session';
import { ConsentsList } from './consents-list';
import { DeleteAccountForm } from './delete-account-form';
import { DeleteHealthDataForm } from './delete-health-data-form';
import { HealthConsentForm } from './health-consent-form';

const linkClass = 'text-ink underline decoration-pink decoration-2';
const buttonLink = 'inline-block min-h-11 rounded-md bg-pink px-6 py-3 font-semibold text-on-pink no-underline';

/** Her data in her hands: download, consents, password and erasure (UK GDPR Art. 7, 15, 17 and 20). */
export async function PrivacySections({ session }: { session: SessionUser }) {
  const consents = await loadConsents(session);
  // Each choice is offered only against what her consent is known to be: a Withdraw sent while it could not be
  // checked (or after a sign-out elsewhere) could meet a withdrawal already made, and she would be told wrongly.
  const consent = await healthConsentOf(session);
  const healthGiven = consent === 'given';

  return (
    <>
      <section aria-labelledby="data-heading" className="mb-12">
        <h2 id="data-heading" className="mb-4 text-2xl font-bold">
          Download my data
        </h2>
        <p className="mb-4 max-w-2xl">
          Everything we hold about you: your account, consents, checks and findings, check-ins, symptom diaries,
          questionnaire answers, risk profile, questions for your GP, notices, prize-draw entries, reminders sent and
          claimed codes, as one JSON file and a CSV file for each kind of record, in a zip.
        </p>
        <SessionDownloadLink href="/settings/my-data" className={buttonLink}>
          Download my data (zip)
        </SessionDownloadLink>
      </section>

      <section aria-labelledby="consents-heading" className="mb-12">
        <h2 id="consents-heading" className="mb-4 text-2xl font-bold">
          Consents
        </h2>
        {consents ? (
          <ConsentsList consents={consents} />
        ) : (
          <p className="mb-4">Your consents cannot be shown just now. Please try again later.</p>
        )}
        {consent === 'signed-out' ? (
          <DataUnavailable reason="unauthorised" nextPath="/settings" />
        ) : consent === 'unknown' ? (
          <p className="mb-4 max-w-2xl">
            We couldn’t check your consent to using your health information just now, so it cannot be changed here yet.
            Please try again in a moment.
          </p>
        ) : (
          <>
            <p className="mb-4 max-w-2xl">
              {healthGiven
                ? 'You can withdraw your consent to us using your health information at any time. Checks, the diary and the report then stop, and what you have recorded stays, unused, until you delete it or give consent again.'
                : 'Without this consent we do not show or record health information. Give it again to use checks, the diary and the report.'}
            </p>
            <HealthConsentForm given={healthGiven} />
          </>
        )}
      </section>

      {consent !== 'withdrawn' ? null : (
        <section aria-labelledby="health-data-heading" className="mb-12">
          <h2 id="health-data-heading" className="mb-4 text-2xl font-bold">
            Delete my health data
          </h2>
          <ul className="mb-4 max-w-2xl list-disc space-y-2 pl-6">
            <li>
              We delete your checks and findings, check-ins, symptom diaries, questionnaire answers, risk profile,
              questions for your GP, notices about your checks and our record of the reminders we sent you in the last
              11 days, at once and for good.
            </li>
            <li>Your account, your consents record, your reminder plan and your claimed codes stay.</li>
          </ul>
          <DeleteHealthDataForm uid={session.sub} />
        </section>
      )}

      <section aria-labelledby="password-heading" className="mb-12">
        <h2 id="password-heading" className="mb-4 text-2xl font-bold">
          Password
        </h2>
        <p>
          <Link href="/update-password" className={linkClass}>
            Change your password
          </Link>
        </p>
      </section>

      <section aria-labelledby="delete-heading" className="mb-12">
        <h2 id="delete-heading" className="mb-4 text-2xl font-bold">
          Delete my account
        </h2>
        <ul className="mb-4 max-w-2xl list-disc space-y-2 pl-6">
          <li>
            We delete your account, your sign-in, your checks and findings, check-ins, symptom diaries, questionnaire
            answers, risk profile, questions for your GP, notices, prize-draw entries and reminders from our live
            systems at once, and from our backups within 35 days.
          </li>
          <li>
            Security logs (sign-in times, IP address, device and browser type), which never contain health information,
            are kept for up to one year.
          </li>
          <li>
            If you won a prize draw, your name and the county you gave for delivery stay for one year after the draw, so
            we can answer questions about it.
          </li>
          <li>Discount codes you claimed stay with the partner who issued them, with nothing linking them to you.</li>
          <li>You are signed out on every device. You can join again later with the same email, as a new member.</li>
        </ul>
        <DeleteAccountForm uid={session.sub} />
      </section>
    </>
  );
}
