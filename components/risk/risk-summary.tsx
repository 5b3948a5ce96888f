import Link from 'next/link';
import type { SessionUser } from '@/lib/auth/session';
import { loadRiskScreen } from '@/lib/data/questionnaire';
import { frequencySentence, LEVEL_MEANING, levelBoundaries } from '@/lib/risk/presentation';
import { nextSection } from '@/lib/risk/questionnaire';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { toProfileView } from './results/profile-view';
import { LevelSwatch } from './level-patterns';

const linkClass = 'font-semibold text-ink underline decoration-pink decoration-2';

/**
 * The risk part of /summary: her NICE level and figures in words, with the way to the full results on
 * /personal. A server component that loads her own Profile: pass the session from the page's requireUser().
 */
export async function RiskSummary({
  session,
  headingLevel: Heading = 'h2',
}: {
  session: SessionUser;
  headingLevel?: 'h2' | 'h3';
}) {
  const result = await loadRiskScreen(session);
  return (
    <section aria-labelledby="risk-summary-heading" className="max-w-3xl rounded-lg border border-line bg-surface p-5">
      <Heading id="risk-summary-heading" className="text-2xl font-bold">
        Your breast cancer risk
      </Heading>
      {!result.ok ? (
        <DataUnavailable reason={result.reason} nextPath="/summary" />
      ) : !result.value.profile || nextSection(result.value.questionnaire.draft) ? (
        <p className="mt-2">
          You have not finished the risk questionnaire yet.{' '}
          <Link href="/personal" className={linkClass}>
            Carry on with the questionnaire
          </Link>
        </p>
      ) : (
        <RiskSummaryBody view={toProfileView(result.value.profile, null)} />
      )}
    </section>
  );
}

function RiskSummaryBody({ view }: { view: ReturnType<typeof toProfileView> }) {
  if (!view.applicable) {
    return (
      <p className="mt-2">
        The risk models do not apply to you, so there is no figure.{' '}
        <Link href="/personal" className={linkClass}>
          See who can advise you instead
        </Link>
      </p>
    );
  }
  const meaning = LEVEL_MEANING[view.level];
  return (
    <div className="mt-2 space-y-2">
      <p className="flex items-center gap-2 font-semibold">
        <LevelSwatch colour={view.colour} idPrefix="risk-summary" /> {meaning.shortName}
      </p>
      {/* Each figure keeps to its own level's boundaries, as on /personal, so the two screens say the same number. */}
      {view.tenYear ? (
        <p>
          {frequencySentence(view.tenYear.pct, 'ten-year', {
            years: view.tenYear.years,
            boundaries: levelBoundaries('ten-year', view.tenYear.level !== null),
          })}
        </p>
      ) : null}
      {view.lifetime ? (
        <p>
          {frequencySentence(view.lifetime.pct, view.lifetime.period, {
            boundaries: levelBoundaries(view.lifetime.period, true),
          })}
        </p>
      ) : null}
      <p>
        <Link href="/personal" className={linkClass}>
          See your full results
        </Link>
      </p>
    </div>
  );
}
