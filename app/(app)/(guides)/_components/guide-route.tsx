import { GuideView } from '@/components/guides/guide-page';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { requireUser, type SessionUser } from '@/lib/auth/session';
import { guideRoutes, type GuidePartsOf, type GuidePath, type GuideRecordsFor } from '@/lib/content/guide-registry';
import { guideBySlug } from '@/lib/content/guides';
import type { DataErrorKind } from '@/lib/data/errors';
import { loadRiskGuideRecords, type RiskGuideRecords } from '@/lib/data/risk-guide-records';

/**
 * What a guide route loaded: exactly the records its guide shows, and why any could not be read. Without records
 * the route shows only the reason; with both, the reason sits above the guide.
 */
export type GuideLoad<P extends GuidePath> =
  | { records: GuideRecordsFor<P>; unavailable?: DataErrorKind | null }
  | { records?: undefined; unavailable: DataErrorKind };

type GuideLoader<P extends GuidePath> = (session: SessionUser) => Promise<GuideLoad<P>>;

// A guide with no personal parts loads nothing; one with parts must say how it loads them.
type GuideRouteProps<P extends GuidePath> = { path: P } & ([GuidePartsOf<P>] extends [never]
  ? { load?: undefined }
  : { load: GuideLoader<P> });

/**
 * The body of every signed-in guide route. Her records are health data, so the route checks the session itself
 * before its loader reads any; the guide page itself reads nothing.
 */
export async function GuideRoute<P extends GuidePath>(props: GuideRouteProps<P>) {
  const { path, load } = props as { path: P; load?: GuideLoader<P> };
  const session = await requireUser(path);
  const { records, unavailable } = load ? await load(session) : { records: {}, unavailable: null };
  const route = guideRoutes[path];
  if (unavailable === 'paused') return <GuideView guide={guideBySlug(route.slug)} parts={[]} records={{}} paused />;
  return (
    <>
      {unavailable ? <DataUnavailable reason={unavailable} nextPath={path} /> : null}
      {records ? <GuideView guide={guideBySlug(route.slug)} parts={route.parts} records={records} /> : null}
    </>
  );
}

/** The guides whose personal parts all come from her questionnaire and Profile. */
type QuestionnaireGuidePath = {
  [P in GuidePath]: [GuidePartsOf<P>] extends [never]
    ? never
    : GuidePartsOf<P> extends keyof RiskGuideRecords
      ? P
      : never;
}[GuidePath];

/**
 * The loader of /fitness, /health, /nutrition and /lifestyle: the parts of her questionnaire records its guide
 * shows. A failed load still shows the guide, every part empty, under the reason.
 */
export function questionnaireRecords<P extends QuestionnaireGuidePath>(path: P): GuideLoader<P> {
  return async (session) => {
    const { records, unavailable } = await loadRiskGuideRecords(session);
    const parts: readonly GuidePartsOf<P>[] = guideRoutes[path].parts;
    const shown = Object.fromEntries(parts.map((part) => [part, records[part]])) as GuideRecordsFor<P>;
    return { records: shown, unavailable };
  };
}
