import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/ui/page-intro';
import { ForgetSession } from './forget-session';

// Not in the public registry on purpose: no menu, footer or sitemap link leads here, only "Delete my account".
export const metadata: Metadata = { title: 'Your account has been deleted', robots: { index: false, follow: false } };

export default function AccountDeletedPage() {
  return (
    <>
      <PageIntro
        heading="Your account has been deleted"
        purpose="We have deleted your personal information from our live systems."
      />
      <div className="max-w-2xl space-y-3" data-testid="account-deleted">
        {/* Said as the privacy notice says it (content/pages/privacy.md, "How long we keep it"). */}
        <p>
          Your sign-in, profile, checks, findings, check-ins, symptom diaries, questionnaire answers, risk profile,
          questions for your GP, notices, prize-draw entries and reminders are gone from our live systems, and copies in
          our backups are deleted within 35 days. Discount codes you claimed stay with the partner who issued them, with
          nothing linking them to you. If you won a prize draw, your name and the county you gave for delivery stay for
          one year after the draw, so we can answer questions about it.
        </p>
        <p>
          Security logs (sign-in times, IP address, device and browser type), which never contain health information,
          are kept for up to one year to protect the service, as our{' '}
          <Link href="/privacy" className="text-ink underline decoration-pink decoration-2">
            privacy notice
          </Link>{' '}
          explains.
        </p>
        <p>
          This browser no longer holds anything of yours. Another device you used can still hold an unfinished check,
          changes to a check not yet saved, unsaved questionnaire answers or entries not yet sent: to remove them, clear
          this site’s data in that browser’s settings.
        </p>
        <p>
          You have been signed out on every device. You are welcome to join again at any time with the same email: you
          would start afresh.
        </p>
        <p>
          <Link href="/" className="text-ink underline decoration-pink decoration-2">
            Go to the home page
          </Link>
        </p>
      </div>
      <ForgetSession />
    </>
  );
}
