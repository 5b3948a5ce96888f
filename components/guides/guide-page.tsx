import { SeeYourGp } from '@/components/content/see-your-gp';
import { HealthConsentNotice } from '@/components/privacy/health-consent-notice';
import { Prose } from '@/components/content/prose';
import { PageIntro } from '@/components/ui/page-intro';
import type { Guide } from '@/lib/content/guide-schema';
import type { PersonalPart, PersonalRecords } from '@/lib/content/guide-records';
import { guideRoutes, type GuidePartsOf, type GuidePath, type GuideRecordsFor } from '@/lib/content/guide-registry';
import { guideBySlug } from '@/lib/content/guides';
import { GuideSources } from './guide-sources';
import { UrgentSigns } from './urgent-signs';
import { YourRecords } from './your-records';

interface GuideViewProps {
  guide: Guide;
  parts: readonly PersonalPart[];
  records: Partial<PersonalRecords>;
  /** Her consent to our using her health information is withdrawn: the guidance, without her records. */
  paused?: boolean;
}

/** A guide laid out the same on every route: intro, her records, the guidance, urgent signs, the GP message, sources. */
export function GuideView({ guide, parts, records, paused = false }: GuideViewProps) {
  return (
    <article>
      <PageIntro heading={guide.title} purpose={guide.summary} />
      {paused ? <HealthConsentNotice /> : <YourRecords parts={parts} records={records} />}
      <Prose html={guide.html} />
      <UrgentSigns signs={guide.urgent.signs} action={guide.urgent.action} />
      <SeeYourGp className="mt-10" />
      <GuideSources sources={guide.sources} reviewed={guide.reviewed} />
    </article>
  );
}

// A guide with no personal parts needs no records prop.
type GuidePageProps<P extends GuidePath> = { path: P } & ([GuidePartsOf<P>] extends [never]
  ? { records?: GuideRecordsFor<P> }
  : { records: GuideRecordsFor<P> });

/**
 * The page of a signed-in guide route. The route checks the session, loads the records its guide shows
 * (see lib/content/guide-registry.ts) and passes them here; this component reads no personal data itself.
 */
export function GuidePage<P extends GuidePath>({ path, records }: GuidePageProps<P>) {
  const route = guideRoutes[path];
  return <GuideView guide={guideBySlug(route.slug)} parts={route.parts} records={records ?? {}} />;
}
