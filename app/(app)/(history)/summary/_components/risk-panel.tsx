import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ProfileState } from '@/lib/data/users';
import { LEVEL_MEANING, levelFromApi } from '@/lib/risk/presentation';

const card = 'rounded-lg border border-line bg-surface p-4';
const link = 'mt-3 inline-flex min-h-11 items-center';

function Panel({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="risk-heading" className={card} data-testid="risk-panel">
      <h2 id="risk-heading" className="text-xl font-bold">
        Your risk profile
      </h2>
      {children}
    </section>
  );
}

/**
 * Her risk profile in one line once she has one; before that, what answering the questions involves. `null` is an
 * account that could not be loaded: then, as when only the profile failed, no invitation that may not fit her.
 */
export function RiskPanel({ profile }: { profile: ProfileState | null }) {
  // Her health features are paused: the page's own notice says so.
  if (profile?.status === 'paused') return null;
  if (!profile || profile.status === 'unavailable') {
    return (
      <Panel>
        <p className="mt-1">Your risk profile can’t be shown just now. Nothing you saved has been lost.</p>
        <Link href="/personal" className={link}>
          Go to your risk profile
        </Link>
      </Panel>
    );
  }
  if (profile.status === 'not-started') {
    return (
      <Panel>
        <p className="mt-1">
          Answer questions about you, your health and your family to see an estimate of your risk of breast cancer and
          what it means for you. It takes about 10 minutes in five short sections, and your answers are saved after each
          one.
        </p>
        <p className="mt-2">
          Your risk is worked out with published models, the US National Cancer Institute’s Breast Cancer Risk
          Assessment Tool and the Manchester Scoring System, and given as one of the risk levels NICE uses.
        </p>
        <Link
          href="/personal"
          className="mt-3 inline-flex min-h-11 items-center rounded-md bg-pink px-4 font-semibold text-on-pink no-underline"
        >
          Answer the risk questions
        </Link>
      </Panel>
    );
  }
  const level = profile.summary?.level ? levelFromApi(profile.summary.level) : null;
  return (
    <Panel>
      {level ? (
        <>
          <p className="mt-1 font-semibold">{LEVEL_MEANING[level].name}</p>
          <p className="mt-1">{LEVEL_MEANING[level].summary}</p>
        </>
      ) : (
        <p className="mt-1">Your answers are complete and your results are ready.</p>
      )}
      <Link href="/personal" className={link}>
        See your risk profile
      </Link>
    </Panel>
  );
}
