import { isPartnerSlug, partnerSlugs } from './partner-slugs';

describe('partner slugs', () => {
  it('lists the 31 slugs of the spec once each', () => {
    expect(partnerSlugs).toHaveLength(31);
    expect(new Set(partnerSlugs).size).toBe(31);
  });

  it.each(['pinkribbon', 'lottery', 'lilyandloaf', 'mariecurie'])('knows %s', (slug) => {
    expect(isPartnerSlug(slug)).toBe(true);
  });

  it.each(['PinkRibbon', 'pink-ribbon', '', 'about', 'constructor', '__proto__'])('does not know %p', (slug) => {
    expect(isPartnerSlug(slug)).toBe(false);
  });
});
