import type { Article } from './article-schema';
import { isArticleCategory, type ArticleCategory } from './categories';

export interface LibraryQuery {
  category?: ArticleCategory;
  /** Trimmed search words; empty means no search. */
  q: string;
}

const MAX_QUERY_LENGTH = 100;

/** Reads /knowledge/search?category=…&q=… leniently: an unknown category or an over-long search is ignored. */
export function parseLibraryQuery(params: Record<string, string | string[] | undefined>): LibraryQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const category = first(params.category);
  const q = (first(params.q) ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
  return { category: isArticleCategory(category) ? category : undefined, q };
}

/** Articles in the category (if any) whose text holds every search word; title matches first. */
export function searchArticles(articles: readonly Article[], query: LibraryQuery): Article[] {
  // Split the way the article text was flattened (lib/content/markdown.ts plainText), so "step-by-step" still matches.
  const terms = query.q
    .toLowerCase()
    .split(/[\s#>*_`|~-]+/)
    .filter(Boolean);
  const inCategory = articles.filter((article) => !query.category || article.category === query.category);
  if (terms.length === 0) return [...inCategory];
  const score = (article: Article) => {
    const title = article.title.toLowerCase();
    const summary = article.summary.toLowerCase();
    return terms.reduce((sum, term) => sum + (title.includes(term) ? 3 : 0) + (summary.includes(term) ? 2 : 0), 0);
  };
  return inCategory
    .filter((article) => terms.every((term) => article.searchText.includes(term)))
    .map((article) => ({ article, score: score(article) }))
    .sort((a, b) => b.score - a.score || Number(a.article.id) - Number(b.article.id))
    .map(({ article }) => article);
}

/** Up to `limit` other articles: the same category first, then the rest in id order. */
export function relatedArticles(articles: readonly Article[], current: Article, limit = 3): Article[] {
  const others = articles.filter((article) => article.id !== current.id);
  const same = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...same, ...rest].slice(0, limit);
}

export function libraryHref(query: Partial<LibraryQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  const search = params.toString();
  return search ? `/knowledge/search?${search}` : '/knowledge';
}
