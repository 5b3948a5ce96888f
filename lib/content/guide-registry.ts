import type { PersonalPart, PersonalRecords } from './guide-records';

/**
 * Which guide each signed-in route shows, and which of her records it sets beside the guidance. The route file
 * loads those records (and nothing else) and passes them to the guide page.
 */
export const guideRoutes = {
  '/baby': { slug: 'baby', parts: [] },
  '/fitness': { slug: 'fitness', parts: ['activity'] },
  '/health': { slug: 'health', parts: ['healthAnswers', 'riskFactors'] },
  '/nutrition': { slug: 'nutrition', parts: ['alcohol'] },
  '/lifestyle': { slug: 'lifestyle', parts: ['riskFactors', 'alcohol', 'activity'] },
  '/pharmacy': { slug: 'pharmacy', parts: [] },
  '/herbalist': { slug: 'herbalist', parts: [] },
  '/anxiety': { slug: 'anxiety', parts: ['checkIns'] },
  '/pain': { slug: 'pain', parts: ['pain'] },
} as const satisfies Record<string, { slug: string; parts: readonly PersonalPart[] }>;

export type GuidePath = keyof typeof guideRoutes;
export type GuidePartsOf<P extends GuidePath> = (typeof guideRoutes)[P]['parts'][number];

/** Exactly the records a route must pass: a missing part or one its guide does not show is a type error. */
export type GuideRecordsFor<P extends GuidePath> = { [K in GuidePartsOf<P>]: PersonalRecords[K] };

export const guidePaths = Object.keys(guideRoutes) as GuidePath[];

export function isGuidePath(path: string): path is GuidePath {
  return Object.hasOwn(guideRoutes, path);
}
