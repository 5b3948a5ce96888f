import type { Article } from './article-schema';
import { libraryHref, parseLibraryQuery, relatedArticles, searchArticles } from './article-search';

function article(id: string, category: Article['category'], title: string, body = ''): Article {
  return {
    id,
    category,
    title,
    summary: `Summary of ${title}`,
    author: 'Team',
    published: '2026-01-01',
    reviewed: '2026-01-01',
    sources: [],
    file: `${id}.md`,
    html: '',
    readingMinutes: 1,
    searchText: `${title} Summary of ${title} ${category} ${body}`.toLowerCase(),
  };
}

const library = [
  article('1', 'health', 'Breast screening', 'mammogram every three years'),
  article('2', 'wellbeing', 'Sleep routine', 'wind down before bed; stress can keep you awake'),
  article('3', 'wellbeing', 'Stress and sleep', 'breathing exercises'),
  article('4', 'nutrition', 'Vitamin D', 'autumn and winter supplement'),
  article('5', 'fitness', 'Walking', 'brisk walking helps sleep'),
];

describe('parseLibraryQuery', () => {
  it('keeps a known category and a trimmed search', () => {
    expect(parseLibraryQuery({ category: 'health', q: '  breast   lump ' })).toEqual({
      category: 'health',
      q: 'breast lump',
    });
  });

  it('ignores an unknown category, repeated params beyond the first, and very long searches', () => {
    expect(parseLibraryQuery({ category: 'cooking' })).toEqual({ category: undefined, q: '' });
    expect(parseLibraryQuery({ category: ['fitness', 'health'], q: ['a', 'b'] })).toEqual({
      category: 'fitness',
      q: 'a',
    });
    expect(parseLibraryQuery({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });
});

describe('searchArticles', () => {
  it('filters by category', () => {
    expect(searchArticles(library, { category: 'wellbeing', q: '' }).map((a) => a.id)).toEqual(['2', '3']);
  });

  it('needs every word, case-insensitively, and puts title matches first', () => {
    expect(searchArticles(library, { q: 'SLEEP' }).map((a) => a.id)).toEqual(['2', '3', '5']);
    expect(searchArticles(library, { q: 'sleep stress' }).map((a) => a.id)).toEqual(['3', '2']);
    expect(searchArticles(library, { q: 'sleep', category: 'fitness' }).map((a) => a.id)).toEqual(['5']);
  });

  it('matches hyphenated words the way article text is flattened', () => {
    const hyphenated = [article('9', 'health', 'Routine', 'a step by step guide')];
    expect(searchArticles(hyphenated, { q: 'step-by-step' }).map((a) => a.id)).toEqual(['9']);
  });

  it('finds nothing when a word appears nowhere', () => {
    expect(searchArticles(library, { q: 'sleep zebra' })).toEqual([]);
  });
});

describe('relatedArticles', () => {
  it('lists the same category first, never the article itself', () => {
    expect(relatedArticles(library, library[1]!).map((a) => a.id)).toEqual(['3', '1', '4']);
  });
});

describe('libraryHref', () => {
  it('builds a plain GET address', () => {
    expect(libraryHref({})).toBe('/knowledge');
    expect(libraryHref({ category: 'health', q: 'breast lump' })).toBe(
      '/knowledge/search?category=health&q=breast+lump',
    );
  });
});
