import { ProgressHeading } from '@/components/risk/questionnaire/progress-heading';
import { SectionForm } from '@/components/risk/questionnaire/section-form';
import { ChangedNotice } from '@/components/risk/results/changed-notice';
import { EarlierResults } from '@/components/risk/results/earlier-results';
import { toProfileView } from '@/components/risk/results/profile-view';
import { RiskResults } from '@/components/risk/results/risk-results';
import { YourAnswers } from '@/components/risk/results/your-answers';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadRiskScreen } from '@/lib/data/questionnaire';
import { newRecordId } from '@/lib/forms/record';
import { encodeSection } from '@/lib/forms/risk-questionnaire';
import { nextSection, questionnaireSchema, SECTION_IDS, type SectionId } from '@/lib/risk/questionnaire';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { saveQuestionnaireSection } from './actions';

export const metadata = protectedMetadata('/personal');

const page = protectedPage('/personal');

/** A step she asked for by name, only among the sections she has reached (never past where she stopped). */
function sectionToShow(requested: unknown, reached: SectionId | null): SectionId | null {
  const limit = reached ? SECTION_IDS.indexOf(reached) : SECTION_IDS.length - 1;
  const index = SECTION_IDS.indexOf(requested as SectionId);
  return index >= 0 && index <= limit ? SECTION_IDS[index]! : reached;
}

const sectionNamed = (value: unknown) => SECTION_IDS.find((id) => id === value) ?? null;

export default async function PersonalPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Her answers and risk are health data: the page checks the session itself.
  const session = await requireUser(page.path);
  const result = await loadRiskScreen(session, { history: true });
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
  const section = sectionToShow(params.section, nextSection(draft));
  // With every section answered and a result, a section shown is one she is changing: saving it returns here.
  const changing = profile !== null && nextSection(draft) === null;

  if (!section && profile) {
    const changed = sectionNamed(params.changed);
    const answers = questionnaireSchema.safeParse(draft);
    return (
      <>
        <PageIntro
          heading="Your breast cancer risk"
          purpose="An estimate from your answers, worked out with the models the NHS and NICE use, and what it means for you."
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
  const shown = section ?? SECTION_IDS[0]!;
  return (
    <>
      <PageIntro
        heading="Your risk questionnaire"
        purpose="Five short sections about you, your health and your family. Your answers are saved after each section, so you can stop and carry on later on any device."
      />
      <ProgressHeading section={shown} />
      <SectionForm
        key={shown}
        action={saveQuestionnaireSection}
        section={shown}
        values={encodeSection(shown, draft)}
        ownerId={session.sub}
        recordId={newRecordId()}
        changing={changing}
      />
    </>
  );
}
