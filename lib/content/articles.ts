import 'server-only';
import path from 'node:path';
import { ArticleContentError, parseArticle, type Article } from './article-schema';
import { readContentFolder } from './content-folder';

const contentDir = path.join(process.cwd(), 'content', 'articles');

/**
 * Reads every Markdown article in a folder, checked and sorted by id. Any problem throws with the file and
 * field named, so `next build` stops rather than publishing a broken article.
 */
export function loadArticlesFrom(dir: string): Article[] {
  const seen = new Map<string, string>();
  const articles = readContentFolder(dir).map(({ label, raw }) => {
    const article = parseArticle(label, raw);
    const clash = seen.get(article.id);
    if (clash) throw new ArticleContentError(label, 'id', `"${article.id}" is already used by ${clash}`);
    seen.set(article.id, label);
    return article;
  });
  return articles.sort((a, b) => Number(a.id) - Number(b.id));
}

let cache: Article[] | undefined;

/** The library's articles; read once per server process (the content ships with the build). */
export function allArticles(): Article[] {
  cache ??= loadArticlesFrom(contentDir);
  return cache;
}

export function findArticle(id: string): Article | undefined {
  return allArticles().find((article) => article.id === id);
}

export function articleIds(): string[] {
  return allArticles().map((article) => article.id);
}
