import { parseArticle } from './article-schema';

const body = Array.from({ length: 40 }, () => 'Know what is normal for you and see your GP about any change.').join(
  ' ',
);

function file(frontMatter: Record<string, string | undefined>, text = body): string {
  const lines = Object.entries(frontMatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${text}\n`;
}

const valid = {
  id: '"7"',
  title: 'A test article',
  summary: 'A summary that is long enough to pass the check.',
  category: 'health',
  author: 'Editorial team',
  published: '2026-11-01',
  reviewed: '2026-11-10',
  sources: '\n  - title: NHS\n    url: https://www.nhs.uk/',
};

describe('parseArticle', () => {
  it('reads a valid file into an article with HTML, reading time and dates as ISO strings', () => {
    const article = parseArticle('content/articles/good.md', file(valid));
    expect(article).toMatchObject({
      id: '7',
      category: 'health',
      published: '2026-11-01',
      reviewed: '2026-11-10',
      file: 'content/articles/good.md',
    });
    expect(article.sources).toEqual([{ title: 'NHS', url: 'https://www.nhs.uk/' }]);
    expect(article.html).toContain('<p>Know what is normal');
    expect(article.readingMinutes).toBe(3);
  });

  it('accepts an unquoted numeric id', () => {
    expect(parseArticle('a.md', file({ ...valid, id: '12' })).id).toBe('12');
  });

  it.each([
    ['title', { title: undefined }, 'title is missing'],
    ['category', { category: 'gardening' }, 'category must be one of fitness, health, nutrition, wellbeing, lifestyle'],
    ['reviewed date', { reviewed: 'last week' }, 'reviewed must be a date written as YYYY-MM-DD'],
    ['reviewed before published', { reviewed: '2026-10-01' }, 'reviewed must not be before published'],
    ['id', { id: 'one' }, 'id must be a whole number'],
    ['sources', { sources: '[]' }, 'sources must list at least one source'],
    [
      'source url',
      { sources: '\n  - title: NHS\n    url: http://www.nhs.uk/' },
      'sources.0.url must be an https:// address',
    ],
    ['summary', { summary: 'Short' }, 'summary must be at least 20 characters'],
  ])('names the file and the field when %s is wrong', (_, change, message) => {
    expect(() => parseArticle('content/articles/broken.md', file({ ...valid, ...change }))).toThrow(
      `Invalid article content/articles/broken.md: ${message}`,
    );
  });

  it('rejects an article without enough body text', () => {
    expect(() => parseArticle('content/articles/thin.md', file(valid, 'Too short.'))).toThrow(
      'Invalid article content/articles/thin.md: body has 2 words',
    );
  });

  it('shows raw HTML in the body as text instead of rendering it', () => {
    const article = parseArticle(
      'a.md',
      file(valid, `${body}\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>`),
    );
    expect(article.html).not.toMatch(/<script|<img/);
    expect(article.html).toContain('&lt;script&gt;');
  });
});
