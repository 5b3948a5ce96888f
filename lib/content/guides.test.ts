import { guidePublishers } from './guide-schema';
import { guidePaths, guideRoutes } from './guide-registry';
import { protectedPages } from '@/lib/site/protected-pages';
import { allGuides, guideBySlug } from './guides';

describe('the shipped guides', () => {
  const guides = allGuides();

  it('has exactly one guide for every guide route, and no guide without a route', () => {
    const slugs = guidePaths.map((path) => guideRoutes[path].slug);
    expect(guides.map((guide) => guide.slug).sort()).toEqual([...slugs].sort());
  });

  it('maps only routes that are registered signed-in pages', () => {
    const registered = protectedPages.map((page) => page.path);
    for (const path of guidePaths) expect(registered).toContain(path);
  });

  it.each(guidePaths)('%s cites at least one UK source with a date, and lists urgent signs', (path) => {
    const guide = guideBySlug(guideRoutes[path].slug);
    expect(guide.sources.length).toBeGreaterThan(0);
    for (const source of guide.sources) {
      expect(guidePublishers).toContain(source.publisher);
      if (!source.undated) expect(source.published ?? source.reviewed).toMatch(/^\d{4}/);
    }
    expect(guide.urgent.signs.length).toBeGreaterThan(0);
  });

  it('uses the UK guideline figures the issue names', () => {
    const text = (slug: string) => guideBySlug(slug).html;
    expect(text('fitness')).toMatch(/150 minutes of moderate/);
    expect(text('fitness')).toMatch(/75 minutes of vigorous/);
    expect(text('nutrition')).toMatch(/14 units a week/);
    expect(text('nutrition')).toMatch(/30 grams of fibre/);
    expect(text('pharmacy')).toMatch(/31 January 2024/);
    expect(text('anxiety')).toContain('0808 800 6000');
    expect(text('anxiety')).toContain('116 123');
    expect(text('herbalist')).toMatch(/traditional herbal registration/);
  });

  it('keeps same-day help for the signs the NHS gives for it; a possible sign of cancer means the GP without delay', () => {
    for (const slug of ['health', 'lifestyle', 'pain']) {
      const guide = guideBySlug(slug);
      // One sign, so a temperature is not read as urgent on its own: the NHS page gives it with breast pain.
      expect(guide.urgent.signs).toEqual([
        'your breast is red, hot or swollen, or you have breast pain with a high temperature or feel hot and shivery',
      ]);
      expect(guide.html).toMatch(/See your GP without delay if you notice [^.]*a hard lump that does not move/);
    }
  });

  it('cites the NHS breast pain page wherever it gives that page’s urgent signs', () => {
    const givesThem = guides.filter((guide) => guide.urgent.signs.some((sign) => /red, hot or swollen/.test(sign)));
    expect(givesThem.map((guide) => guide.slug).sort()).toEqual(['baby', 'health', 'lifestyle', 'pain', 'pharmacy']);
    for (const guide of givesThem) {
      expect(guide.sources).toContainEqual(
        expect.objectContaining({ publisher: 'NHS', url: 'https://www.nhs.uk/conditions/breast-pain/' }),
      );
    }
  });

  it('never narrows a red, hot or swollen breast to one with a temperature: each alone needs help the same day', () => {
    for (const guide of guides) {
      const redOrHot = guide.urgent.signs.filter((sign) => /\bred\b|\bhot\b/.test(sign));
      for (const sign of redOrHot)
        expect(sign).toBe(
          'your breast is red, hot or swollen, or you have breast pain with a high temperature or feel hot and shivery',
        );
      expect(guide.html).not.toMatch(/red, hot,? (and )?swollen[^.]*with a (high )?temperature/);
    }
  });

  it('lists among its sources every page its text links to for a fact (services it signposts aside)', () => {
    const signposts = [
      'https://www.nhs.uk/nhs-services/mental-health-services/find-nhs-talking-therapies-for-anxiety-and-depression/',
    ];
    for (const guide of guides) {
      const linked = [...guide.html.matchAll(/href="(https:[^"]+)"/g)].map((match) => match[1]);
      const cited = guide.sources.map((source) => source.url);
      const uncited = linked.filter((url) => !cited.includes(url!) && !signposts.includes(url!));
      expect({ guide: guide.slug, uncited }).toEqual({ guide: guide.slug, uncited: [] });
    }
  });

  it('promises no appointment within two weeks: NHS England replaced that standard with the 28-day one', () => {
    for (const guide of guides) expect(guide.html).not.toMatch(/within (two|2) weeks|two-week/);
    expect(guideBySlug('anxiety').html).toMatch(/told whether or not you have cancer within 28 days/);
  });

  it('never tells a reader that a remedy treats a breast change', () => {
    expect(guideBySlug('herbalist').html).toMatch(/No herbal or complementary remedy treats a breast lump/);
  });

  it('throws for a guide that does not exist, rather than rendering nothing', () => {
    expect(() => guideBySlug('astrology')).toThrow('No guide content/guides/astrology.md');
  });
});
