import matter from 'gray-matter';
import { z } from 'zod';
import { articleCategories } from './categories';
import { plainText, renderMarkdown } from './markdown';

export { articleCategories, isArticleCategory, type ArticleCategory } from './categories';

// YAML turns an unquoted 2026-10-01 into a Date; authors may write either form.
const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ message: 'must be a date written as YYYY-MM-DD' }),
);

const idMessage = 'must be a whole number such as 1 or "1"';

const source = z.object({
  title: z.string().trim().min(1, 'needs a title'),
  url: z.url({ protocol: /^https$/, message: 'must be an https:// address' }),
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

export class ArticleContentError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`Invalid article ${file}: ${field} ${problem}`);
    this.name = 'ArticleContentError';
  }
}

const WORDS_PER_MINUTE = 200;
const MIN_BODY_WORDS = 150;

/** Parses and checks one article file; throws an ArticleContentError naming the file and the field. */
export function parseArticle(file: string, raw: string): Article {
  const { data, content } = matter(raw);
  const result = articleFrontMatter.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.') || 'front matter';
    const missing = issue.code === 'invalid_type' && readPath(data, issue.path) === undefined;
    throw new ArticleContentError(file, field, missing ? 'is missing' : issue.message);
  }
  const text = plainText(content);
  const words = text.split(' ').filter(Boolean).length;
  if (words < MIN_BODY_WORDS) {
    throw new ArticleContentError(file, 'body', `has ${words} words; an article needs at least ${MIN_BODY_WORDS}`);
  }
  const meta = result.data;
  return {
    ...meta,
    file,
    html: renderMarkdown(content),
    searchText: `${meta.title} ${meta.summary} ${meta.category} ${text}`.toLowerCase(),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

function readPath(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}
