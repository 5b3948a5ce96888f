import Link from 'next/link';
import { PrintButton } from '@/components/ui/print-button';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import type { SessionUser } from '@/lib/auth/session';
import { loadRiskScreen, type RiskScreen } from '@/lib/data/questionnaire';
import { nextSteps, type NextStep, type PlanStatus } from '@/lib/risk/next-steps';
import { colourFromApi, LEVEL_MEANING, levelFromApi, lifestyleAdvice } from '@/lib/risk/presentation';
import { ageOn, nextSection, questionnaireSchema } from '@/lib/risk/questionnaire';
import { LevelSwatch } from './level-patterns';

const linkClass = 'font-semibold text-ink underline decoration-pink decoration-2';

/** Her plan from her current result: level, age (from the result, else her account), actions and lifestyle. */
function planStatus(screen: RiskScreen | null, dateOfBirth: string | null, now: Date): PlanStatus {
  const { profile, questionnaire } = screen ?? { profile: null, questionnaire: null };
  const dob = profile?.dob ?? dateOfBirth;
  const age = dob ? ageOn(dob, now) : null;
  if (!profile || !questionnaire || nextSection(questionnaire.draft)) return { completed: false, age };
  const answers = questionnaireSchema.safeParse(questionnaire.draft);
  return {
    completed: true,
    level: profile.riskLevel ? levelFromApi(profile.riskLevel) : 'not-applicable',
    age,
    actions: profile.actions ?? [],
    lifestyle: answers.success ? lifestyleAdvice(answers.data.lifestyle, answers.data.periods) : [],
  };
}

/**
 * /plan's "Your next steps": checks, GP, screening and, from her NICE CG164 level, referral and extra screening,
 * then what she can change; each step with its source. Loads her Profile only when her record says she finished
 * the questionnaire (spec section 4). Pass the session from the page's requireUser().
 */
export async function NextStepsSection({
  session,
  completed,
  dateOfBirth,
}: {
  session: SessionUser;
  completed: boolean;
  dateOfBirth: string | null;
}) {
  const result = completed ? await loadRiskScreen(session) : null;
  const screen = result?.ok ? result.value : null;
  const status = planStatus(screen, dateOfBirth, new Date());
  const steps = nextSteps(status).filter((step) => result?.ok !== false || step.id !== 'questionnaire');
  const profile = screen?.profile;
  return (
    <section aria-labelledby="next-steps-heading" className="next-steps mb-12 max-w-3xl" data-testid="next-steps">
      <h2 id="next-steps-heading" className="text-2xl font-bold">
        Your next steps
      </h2>
      {result && !result.ok ? <DataUnavailable reason={result.reason} nextPath="/plan" /> : null}
      {status.completed && profile ? (
        <p className="mt-3 flex flex-wrap items-center gap-2" data-testid="plan-level">
          <LevelSwatch colour={profile.riskColor ? colourFromApi(profile.riskColor) : 'grey'} idPrefix="plan-level" />
          <span>
            From your latest risk result: <strong>{LEVEL_MEANING[status.level].name}</strong>.
          </span>
          <Link href="/personal" className={linkClass} data-print-hide>
            See your results
          </Link>
        </p>
      ) : null}
      <ol className="mt-4 space-y-4">
        {steps.map((step) => (
          <Step key={step.id} step={step} />
        ))}
      </ol>
      <p className="mt-4">
        This plan does not diagnose anything. If you notice any change in your breasts, see your GP straight away.
      </p>
      <div className="mt-4" data-print-hide>
        <PrintButton>Print your next steps</PrintButton>
      </div>
    </section>
  );
}

function Step({ step }: { step: NextStep }) {
  return (
    <li className="rounded-lg border border-line bg-surface p-4" data-testid={`step-${step.id}`}>
      <h3 className="text-lg font-bold">{step.title}</h3>
      <p className="mt-1">{step.text}</p>
      <p className="mt-2 text-sm">
        Source:{' '}
        <a href={step.source.url} className="text-ink underline decoration-pink decoration-2">
          {step.source.publisher}: {step.source.title}
        </a>
      </p>
      {step.link ? (
        <p className="mt-2" data-print-hide>
          <Link href={step.link.href} className={linkClass}>
            {step.link.label}
          </Link>
        </p>
      ) : null}
    </li>
  );
}
