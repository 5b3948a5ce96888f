import Link from 'next/link';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { HEALTH_CONSENT_FAILURE, healthConsentOf } from '@/lib/data/health-consent';
import { newCheckInState, type CheckInState } from '@/lib/forms/check-in';
import { protectedPage } from '@/lib/site/protected-pages';
import { SCALES, SCORE_EXPLANATION, toDay, type CheckInKind } from '@/lib/trends';
import { CheckInForm } from './check-in-form';
import { HISTORY_PATHS, RECORD_PATHS } from './paths';

interface RecordCheckInProps {
  kind: CheckInKind;
  action: (previous: CheckInState, form: FormData) => Promise<CheckInState>;
}

/** The body of /stressed, /sleeper, /moody and /fatigued. */
export async function RecordCheckIn({ kind, action }: RecordCheckInProps) {
  const page = protectedPage(RECORD_PATHS[kind]);
  // The gate: the form saves personal data, so the page checks the session itself (the action does too).
  const session = await requireUser(page.path);
  const today = toDay(new Date());
  const initial = newCheckInState(today);
  const consent = await healthConsentOf(session);
  if (consent !== 'given') {
    return (
      <>
        <PageIntro heading={page.title} purpose={page.purpose} />
        <DataUnavailable reason={HEALTH_CONSENT_FAILURE[consent]} nextPath={page.path} />
      </>
    );
  }
  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      <CheckInForm uid={session.sub} kind={kind} action={action} initial={initial} />
      <section aria-labelledby="scale-heading" className="mt-10 max-w-2xl">
        <h2 id="scale-heading" className="text-xl font-bold">
          About the scale
        </h2>
        <p className="mt-2 text-ink-muted">
          0 means {SCALES[kind].lowWord.toLowerCase()}; 10 means {SCALES[kind].highWord.toLowerCase()}.{' '}
          {SCORE_EXPLANATION}
        </p>
        <p className="mt-2 text-ink-muted">
          If you are struggling, talk to your GP. In a crisis call 999, NHS 111 or Samaritans on 116 123 (free, any
          time).
        </p>
        {kind === 'stress' || kind === 'mood' ? (
          <p className="mt-2 text-ink-muted">
            For anxiety and low mood there is also the PHQ-4, four short questions doctors use to screen for them:{' '}
            {kind === 'mood' ? (
              <Link href="#phq4">answer them with this check-in</Link>
            ) : (
              <Link href="/moody#phq4">answer them with a mood check-in</Link>
            )}
            .
          </p>
        ) : null}
        <p className="mt-4">
          <Link href={HISTORY_PATHS[kind]}>See your {SCALES[kind].name.toLowerCase()} history</Link>
        </p>
      </section>
    </>
  );
}
