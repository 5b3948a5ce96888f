import { z } from 'zod';
import { articleCategories } from './categories';
import { ContentError, httpsUrl, isoDate, parseFrontMatter } from './front-matter';
import { plainText, renderMarkdown } from './markdown';

export { articleCategories, isArticleCategory, type ArticleCategory } from './categories';

const idMessage = 'must be a whole number such as 1 or "1"';

const source = z.object({
  title: z.string().trim().min(1, 'needs a title'),
  url: httpsUrl,
});

export const articleFrontMatter = z
  .object({
    id: z
      .union([z.int(idMessage).positive(idMessage), z.string(idMessage).regex(/^[1-9]\d*$/, idMessage)])
      .transform(String),
    title: z.string().trim().min(1, 'must not be empty'),
    summary: z.string().trim().min(20, 'must be at least 20 characters').max(200, 'must be at most 200 characters'),
    category: z.enum(articleCategories, { message: `must be one of ${articleCategories.join(', ')}` }),
    author: z.string().trim().min(1, 'must not be empty'),
    published: isoDate,
    reviewed: isoDate,
    sources: z.array(source).min(1, 'must list at least one source'),
  })
  .refine((data) => data.reviewed >= data.published, { path: ['reviewed'], message: 'must not be before published' });

export type ArticleFrontMatter = z.output<typeof articleFrontMatter>;

export interface Article extends ArticleFrontMatter {
  /** Where it came from, for error messages: content/articles/<file>.md */
  file: string;
  html: string;
  /** Lower-case words of title, summary and body, for search. */
  searchText: string;
  readingMinutes: number;
}

export class ArticleContentError extends ContentError {
  constructor(file: string, field: string, problem: string) {
    super('article', file, field, problem);
    this.name = 'ArticleContentError';
  }
}

const WORDS_PER_MINUTE = 200;
const MIN_BODY_WORDS = 150;

/** Parses and checks one article file; throws an ArticleContentError naming the file and the field. */
export function parseArticle(file: string, raw: string): Article {
  const { data: meta, body: content } = parseFrontMatter('article', file, raw, articleFrontMatter);
  const text = plainText(content);
  const words = text.split(' ').filter(Boolean).length;
  if (words < MIN_BODY_WORDS) {
    throw new ArticleContentError(file, 'body', `has ${words} words; an article needs at least ${MIN_BODY_WORDS}`);
  }
  return {
    ...meta,
    file,
    html: renderMarkdown(content),
    searchText: `${meta.title} ${meta.summary} ${meta.category} ${text}`.toLowerCase(),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}
