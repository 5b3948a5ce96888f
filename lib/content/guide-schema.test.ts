import { parseGuide } from './guide-schema';

const body = Array.from({ length: 30 }, () => 'Know what is normal for you and see your GP about any change.').join(
  ' ',
);

const validFrontMatter = `title: A test guide
summary: A summary that is long enough to pass the check.
reviewed: 2026-11-20
sources:
  - publisher: NICE
    title: Suspected cancer
    url: https://www.nice.org.uk/guidance/ng12
    published: 2015-06
  - publisher: UK Chief Medical Officers
    title: Physical activity guidelines
    url: https://www.gov.uk/x
    published: 2019
  - publisher: NHS
    title: Symptoms
    url: https://www.nhs.uk/x
    reviewed: 2024-10-03
urgent:
  signs:
    - a red, hot breast with a temperature
  action: Ask your GP for an appointment the same day.`;

const file = (frontMatter = validFrontMatter, text = body) => `---\n${frontMatter}\n---\n\n${text}\n`;

describe('parseGuide', () => {
  it('reads a valid guide, naming it after its file and keeping each source date as precise as written', () => {
    const guide = parseGuide('content/guides/pain.md', file());
    expect(guide.slug).toBe('pain');
    expect(guide.reviewed).toBe('2026-11-20');
    expect(guide.sources.map((source) => source.published ?? source.reviewed)).toEqual([
      '2015-06',
      '2019',
      '2024-10-03',
    ]);
    expect(guide.urgent.signs).toEqual(['a red, hot breast with a temperature']);
    expect(guide.html).toContain('<p>Know what is normal');
  });

  it('accepts a source marked undated while its own date is not checked, and never makes one up', () => {
    const guide = parseGuide(
      'content/guides/pain.md',
      file(validFrontMatter.replace('    reviewed: 2024-10-03', '    undated: true')),
    );
    expect(guide.sources[2]).toMatchObject({ undated: true });
    expect(guide.sources[2]).not.toHaveProperty('reviewed');
  });

  it.each([
    [
      'a source without a date',
      (fm: string) => fm.replace('    published: 2015-06\n', ''),
      'sources.0.published or reviewed: every source needs',
    ],
    [
      'a publisher outside the UK list',
      (fm: string) => fm.replace('publisher: NICE', 'publisher: WebMD'),
      'sources.0.publisher must be one of NHS',
    ],
    [
      'an impossible date',
      (fm: string) => fm.replace('published: 2015-06', 'published: 2015-13'),
      'sources.0.published must be a date written as YYYY-MM-DD, YYYY-MM or YYYY',
    ],
    [
      'a source both dated and marked undated',
      (fm: string) => fm.replace('    reviewed: 2024-10-03', '    reviewed: 2024-10-03\n    undated: true'),
      'sources.2.published or reviewed: every source needs',
    ],
    [
      'a non-existent day',
      (fm: string) => fm.replace('reviewed: 2024-10-03', 'reviewed: "2024-02-30"'),
      'sources.2.reviewed must be a real calendar date',
    ],
    [
      'a plain http source',
      (fm: string) => fm.replace('https://www.nhs.uk/x', 'http://www.nhs.uk/x'),
      'sources.2.url must be an https:// address',
    ],
    [
      'no sources',
      (fm: string) => fm.replace(/sources:[\s\S]*?urgent:/, 'sources: []\nurgent:'),
      'sources must list at least one source',
    ],
    [
      'no urgent signs',
      (fm: string) => fm.replace(/urgent:[\s\S]*$/, 'urgent:\n  signs: []\n  action: Call 111.'),
      'urgent.signs must list at least one sign',
    ],
    ['a missing review date', (fm: string) => fm.replace('reviewed: 2026-11-20\n', ''), 'reviewed is missing'],
  ])('names the file and the field for %s', (_, change, message) => {
    expect(() => parseGuide('content/guides/broken.md', file(change(validFrontMatter)))).toThrow(
      `Invalid guide content/guides/broken.md: ${message}`,
    );
  });

  it('rejects a guide with too little body text', () => {
    expect(() => parseGuide('content/guides/thin.md', file(validFrontMatter, 'Too short.'))).toThrow(
      'Invalid guide content/guides/thin.md: body has 2 words; a guide needs at least 200',
    );
  });
});
