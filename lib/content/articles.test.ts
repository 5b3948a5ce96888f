import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleCategories } from './article-schema';
import { allArticles, findArticle, loadArticlesFrom } from './articles';

describe('the shipped knowledge library', () => {
  const articles = allArticles();

  it('has at least 15 articles and at least three in every category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(15);
    for (const category of articleCategories) {
      expect(articles.filter((article) => article.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has unique numeric ids and unique titles, in id order', () => {
    const ids = articles.map((article) => Number(article.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
  });

  it('makes article 1 the banner target "A slightly more detailed analysis"', () => {
    expect(findArticle('1')?.title).toBe('A slightly more detailed analysis');
  });

  it('cites at least one https source in every article', () => {
    for (const article of articles) {
      expect(article.sources.length).toBeGreaterThan(0);
      for (const source of article.sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it('finds nothing for an unknown id', () => {
    expect(findArticle('999')).toBeUndefined();
  });
});

describe('loadArticlesFrom', () => {
  let dir: string;
  const body = 'Look and feel, and see your GP about any change. '.repeat(20);
  const article = (id: string, category = 'health') =>
    `---\nid: "${id}"\ntitle: Article ${id}\nsummary: A summary long enough for the check.\ncategory: ${category}\nauthor: Team\npublished: 2026-01-01\nreviewed: 2026-01-02\nsources:\n  - title: NHS\n    url: https://www.nhs.uk/\n---\n${body}`;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('loads every Markdown file and sorts by numeric id', () => {
    fs.writeFileSync(path.join(dir, 'b.md'), article('10'));
    fs.writeFileSync(path.join(dir, 'a.md'), article('2'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
    expect(loadArticlesFrom(dir).map((item) => item.id)).toEqual(['2', '10']);
  });

  it('reports a broken file by name and field', () => {
    fs.writeFileSync(path.join(dir, 'good.md'), article('1'));
    fs.writeFileSync(path.join(dir, 'broken.md'), article('2', 'cooking'));
    expect(() => loadArticlesFrom(dir)).toThrow(/Invalid article .*broken\.md: category must be one of/);
  });

  it('reports a repeated id naming both files', () => {
    fs.writeFileSync(path.join(dir, 'a.md'), article('3'));
    fs.writeFileSync(path.join(dir, 'b.md'), article('3'));
    expect(() => loadArticlesFrom(dir)).toThrow(/Invalid article .*b\.md: id "3" is already used by .*a\.md/);
  });
});
