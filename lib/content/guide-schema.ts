import { z } from 'zod';
import { ContentError, httpsUrl, isoDate, nonEmpty, parseFrontMatter, partialDate } from './front-matter';
import { plainText, renderMarkdown } from './markdown';

/**
 * The personal guides cite UK sources only (issue 16); a publisher outside this list fails the build. The
 * government bodies are those that publish the UK guidelines the guides quote (activity, alcohol, Eatwell, fibre).
 */
export const guidePublishers = [
  'NHS',
  'NHS England',
  'NICE',
  'Breast Cancer Now',
  'Macmillan Cancer Support',
  'Cancer Research UK',
  'UK Chief Medical Officers',
  'MHRA',
  'Public Health England',
  'Scientific Advisory Committee on Nutrition',
  'Samaritans',
] as const;
export type GuidePublisher = (typeof guidePublishers)[number];

const datedSource = z
  .object({
    publisher: z.enum(guidePublishers, { message: `must be one of ${guidePublishers.join(', ')}` }),
    title: nonEmpty,
    url: httpsUrl,
    published: partialDate.optional(),
    reviewed: partialDate.optional(),
    /**
     * `true` for a page whose own date has not been checked yet: a date is never made up, so the source is shown
     * without one until `reviewed:` replaces this.
     */
    undated: z.literal(true).optional(),
  })
  .refine((source) => [source.published, source.reviewed].some((date) => date !== undefined) !== !!source.undated, {
    path: ['published'],
    message:
      'or reviewed: every source needs the date it was published or last reviewed (or `undated: true` until that is checked), not both',
  });
export type GuideSource = z.output<typeof datedSource>;

export const guideFrontMatter = z.object({
  title: nonEmpty,
  summary: z.string().trim().min(20, 'must be at least 20 characters').max(200, 'must be at most 200 characters'),
  /** When the guide itself was last reviewed. */
  reviewed: isoDate,
  sources: z.array(datedSource).min(1, 'must list at least one source'),
  /** Signs that need help the same day, with what to do; every guide shows them. */
  urgent: z.object({
    signs: z.array(nonEmpty).min(1, 'must list at least one sign'),
    action: nonEmpty,
  }),
});
export type GuideFrontMatter = z.output<typeof guideFrontMatter>;

export interface Guide extends GuideFrontMatter {
  /** The file name without `.md`; the registry maps routes to it. */
  slug: string;
  file: string;
  html: string;
}

const MIN_BODY_WORDS = 200;

/** Parses and checks one guide file; throws a ContentError naming the file and the field. */
export function parseGuide(file: string, raw: string): Guide {
  const { data, body } = parseFrontMatter('guide', file, raw, guideFrontMatter);
  const words = plainText(body).split(' ').filter(Boolean).length;
  if (words < MIN_BODY_WORDS) {
    throw new ContentError('guide', file, 'body', `has ${words} words; a guide needs at least ${MIN_BODY_WORDS}`);
  }
  const slug = file.split('/').pop()!.replace(/\.md$/, '');
  return { ...data, slug, file, html: renderMarkdown(body) };
}
