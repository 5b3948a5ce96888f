import { partnerSlugs } from '@/lib/site/partner-slugs';
import { validatePartners } from './partner-schema';
import { partnerBySlug, partners, signupHref } from './partners';

describe('the shipped partner data', () => {
  it('has exactly one entry for each of the 31 slugs', () => {
    expect(partners.map((partner) => partner.slug).sort()).toEqual([...partnerSlugs].sort());
    expect(partners).toHaveLength(31);
  });

  it('uses the commonly known names of the organisations we are sure of', () => {
    expect(partnerBySlug('mariecurie').name).toBe('Marie Curie');
    expect(partnerBySlug('maggies').name).toBe('Maggie’s');
    expect(partnerBySlug('womensaid').name).toBe('Women’s Aid');
    expect(partnerBySlug('fawcettsociety').name).toBe('Fawcett Society');
    expect(partnerBySlug('thewi').name).toBe('The WI');
    expect(partnerBySlug('pinkribbon').name).toBe('Pink Ribbon');
  });

  it('marks every shipped offer as a sample', () => {
    const offers = partners.flatMap((partner) => (partner.offer ? [partner.offer] : []));
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.sample).toBe(true);
  });

  it('gives every brand an offer, and every charity the charity category', () => {
    for (const partner of partners) {
      if (partner.kind === 'brand') expect(partner.offer).toBeDefined();
      expect(partner.category === 'charity').toBe(partner.kind === 'charity');
    }
  });

  it('keeps the partner as the signup source', () => {
    expect(signupHref('pinkribbon')).toBe('/signup?source=pinkribbon');
  });
});

describe('validatePartners', () => {
  const entry = (overrides: Record<string, unknown> = {}) => ({
    slug: 'pinkribbon',
    name: 'Pink Ribbon',
    kind: 'charity',
    category: 'charity',
    confirmed: true,
    description: 'A description.',
    audience: 'What the audience gets.',
    ...overrides,
  });
  const others = partnerSlugs.filter((slug) => slug !== 'pinkribbon').map((slug) => entry({ slug }));

  it('accepts one valid entry per slug', () => {
    expect(validatePartners([entry(), ...others])).toHaveLength(31);
  });

  it('names the slug and field of a bad entry', () => {
    expect(() => validatePartners([entry({ category: 'sport' }), ...others])).toThrow(
      'Invalid partner "pinkribbon" in content/partners.ts: category must be one of',
    );
    expect(() => validatePartners([entry({ kind: 'brand', category: 'beauty' }), ...others])).toThrow(
      '"pinkribbon" in content/partners.ts: offer is required for a brand',
    );
    expect(() => validatePartners([entry({ slug: 'unknown' }), ...others])).toThrow(
      '"unknown" in content/partners.ts: slug',
    );
  });

  it('reports a missing or repeated slug', () => {
    expect(() => validatePartners(others)).toThrow('content/partners.ts has no entry for: pinkribbon');
    expect(() => validatePartners([entry(), entry(), ...others])).toThrow(
      'content/partners.ts lists more than once: pinkribbon',
    );
  });
});
