import type { Metadata } from 'next';
import { ProgressHeading } from '@/components/risk/questionnaire/progress-heading';
import { SectionForm } from '@/components/risk/questionnaire/section-form';
import { ChangedNotice } from '@/components/risk/results/changed-notice';
import { EarlierResults } from '@/components/risk/results/earlier-results';
import { toProfileView } from '@/components/risk/results/profile-view';
import { RiskResults } from '@/components/risk/results/risk-results';
import { YourAnswers } from '@/components/risk/results/your-answers';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { ArrivalPageIntro } from '@/components/ui/arrival-page-intro';
import { PageIntro } from '@/components/ui/page-intro';
import { newRecordId } from '@/lib/forms/record';
import { encodeSection } from '@/lib/forms/risk-questionnaire';
import { questionnaireSchema, SECTION_IDS } from '@/lib/risk/questionnaire';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { saveQuestionnaireSection } from './actions';
import { loadPersonalScreen } from './load-screen';
import { personalTitle, personalView, RESULTS_HEADING } from './personal-view';

const page = protectedPage('/personal');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Each section and the results have their own title (personal-view.ts). */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const metadata = protectedMetadata(page.path);
  const { result } = await loadPersonalScreen(page.path);
  if (!result.ok) return metadata;
  return { ...metadata, title: personalTitle(personalView(result.value, (await searchParams).section)) };
}

const sectionNamed = (value: unknown) => SECTION_IDS.find((id) => id === value) ?? null;

export default async function PersonalPage({ searchParams }: { searchParams: SearchParams }) {
  const { session, result } = await loadPersonalScreen(page.path);
  if (!result.ok) {
    return (
      <>
        <PageIntro heading={page.title} purpose={page.purpose} />
        <DataUnavailable reason={result.reason} nextPath={page.path} />
      </>
    );
  }
  const { questionnaire, profile, history } = result.value;
  const draft = questionnaire.draft;
  const params = await searchParams;
  const view = personalView(result.value, params.section);

  if (view.kind === 'results' && profile) {
    const changed = sectionNamed(params.changed);
    const answers = questionnaireSchema.safeParse(draft);
    return (
      <>
        {/* Arriving here from her last section, the heading takes focus; after a change, the notice does. */}
        <ArrivalPageIntro
          heading={RESULTS_HEADING}
          purpose="An estimate from your answers, worked out with the models the NHS and NICE use, and what it means for you."
          focusOnArrival={!changed}
        />
        {changed ? <ChangedNotice section={changed} /> : null}
        <RiskResults
          view={toProfileView(profile, answers.success ? answers.data : null)}
          answers={answers.success ? answers.data : null}
        />
        <YourAnswers draft={draft} />
        {history?.current ? <EarlierResults current={history.current} earlier={history.earlier} /> : null}
      </>
    );
  }
  const shown = view.kind === 'section' ? view.section : SECTION_IDS[0]!;
  return (
    <>
      <PageIntro
        heading="Your risk questionnaire"
        purpose="Five short sections about you, your health and your family. Your answers are saved after each section, so you can stop and carry on later on any device."
      />
      <ProgressHeading key={shown} section={shown} />
      <SectionForm
        key={shown}
        action={saveQuestionnaireSection}
        section={shown}
        values={encodeSection(shown, draft)}
        ownerId={session.sub}
        recordId={newRecordId()}
        changing={view.kind === 'section' && view.changing}
      />
    </>
  );
}
