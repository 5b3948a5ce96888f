import { BmiResult } from '@/components/risk/bmi-result';
import { CarrierCard } from '@/components/risk/carrier-card';
import { IconArray } from '@/components/risk/icon-array';
import { NiceLevelCard } from '@/components/risk/nice-level-card';
import { NotApplicableNotice } from '@/components/risk/not-applicable-notice';
import { RiskGauge } from '@/components/risk/risk-gauge';
import { FAMILY_HISTORY_ADVICE_ACTION, FAMILY_HISTORY_REFERRAL_ACTION } from '@/lib/risk';
import { figureLimits, lifestyleAdvice, SOURCES, type RiskPeriod } from '@/lib/risk/presentation';
import { dontKnowsUsed, type QuestionnaireAnswers } from '@/lib/risk/questionnaire';
import type { ProfileView } from './profile-view';

const sectionClass = 'mt-10 max-w-3xl';

function Figure({
  id,
  period,
  years,
  figure,
}: {
  id: string;
  period: RiskPeriod;
  years?: number;
  figure: Pick<NonNullable<ProfileView['tenYear']>, 'pct' | 'averagePct' | 'level'>;
}) {
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <RiskGauge
        id={id}
        period={period}
        years={years}
        pct={figure.pct}
        averagePct={figure.averagePct}
        level={figure.level}
      />
      <IconArray
        id={`${id}-icons`}
        period={period}
        years={years}
        pct={figure.pct}
        levelShown={figure.level !== null}
        averagePct={figure.averagePct}
      />
    </div>
  );
}

/** Her full results (spec section 1): figures, level, carrier score, limits, BMI and what to do; or, when the models do not apply, no number. */
export function RiskResults({ view, answers }: { view: ProfileView; answers: QuestionnaireAnswers | null }) {
  const limits = answers
    ? figureLimits({ ethnicity: answers.aboutYou.ethnicity, dontKnows: dontKnowsUsed(answers) })
    : [];
  const advice = answers ? lifestyleAdvice(answers.lifestyle, answers.periods) : [];
  return (
    <div data-testid="risk-results">
      {view.applicable ? (
        <>
          {view.tenYear ? (
            <section aria-labelledby="ten-year-heading" className={sectionClass}>
              <h2 id="ten-year-heading" className="mb-4 text-2xl font-bold">
                The next {view.tenYear.years} years
              </h2>
              <Figure id="ten-year" period="ten-year" years={view.tenYear.years} figure={view.tenYear} />
            </section>
          ) : null}
          {view.lifetime ? (
            <section aria-labelledby="lifetime-heading" className={sectionClass}>
              <h2 id="lifetime-heading" className="mb-4 text-2xl font-bold">
                {view.lifetime.period === 'lifetime' ? 'Between the ages of 20 and 80' : 'Up to age 80'}
              </h2>
              {view.lifetime.period === 'lifetime' ? (
                <p className="mb-4">
                  NICE, whose risk levels these are, counts lifetime risk between the ages of 20 and 80, so this figure
                  covers those years whatever your age now.
                </p>
              ) : null}
              <Figure id="lifetime" period={view.lifetime.period} figure={view.lifetime} />
            </section>
          ) : null}
          <div className={sectionClass}>
            <NiceLevelCard
              level={view.level}
              colour={view.colour}
              referralSignMet={view.actions.some((action) => action.id === FAMILY_HISTORY_REFERRAL_ACTION)}
              adviceSignMet={view.actions.some((action) => action.id === FAMILY_HISTORY_ADVICE_ACTION)}
            />
          </div>
          {view.carrier ? (
            <div className={sectionClass}>
              <CarrierCard score={view.carrier.score} band={view.carrier.band} />
            </div>
          ) : null}
        </>
      ) : (
        <div className={sectionClass}>
          <NotApplicableNotice reasons={view.reasons} />
        </div>
      )}
      {view.actions.length ? (
        <section aria-labelledby="actions-heading" className={sectionClass}>
          <h2 id="actions-heading" className="text-2xl font-bold">
            What you can do
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {view.actions.map((action) => (
              <li key={action.id}>{action.text}</li>
            ))}
            {advice.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.bmi ? (
        <div className={sectionClass}>
          <BmiResult bmi={view.bmi} />
        </div>
      ) : null}
      <section aria-labelledby="limits-heading" className={sectionClass}>
        <h2 id="limits-heading" className="text-2xl font-bold">
          What these results can and cannot tell you
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          {[...limits, ...view.notes.filter((note) => !limits.some((limit) => limit.id === note.id))].map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ul>
        <p className="mt-4">
          These results are not a diagnosis. If you notice any change in your breasts, see your GP straight away.
        </p>
      </section>
      <section aria-labelledby="sources-heading" className={sectionClass}>
        <h2 id="sources-heading" className="text-xl font-bold">
          Sources
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {Object.values(SOURCES).map((source) => (
            <li key={source.id}>
              <a href={source.url} className="text-ink underline decoration-pink decoration-2">
                {source.publisher}: {source.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
