import { hidesSiteChrome, isPartnerSlug, partnerSlugs } from './partner-slugs';

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

describe('page wrapper rule', () => {
  it.each(['/pinkribbon/promotion', '/pinkribbon/platform', '/lottery/promotion', '/lilyandloaf/platform'])(
    'hides menu and footer on %s',
    (path) => expect(hidesSiteChrome(path)).toBe(true),
  );

  it.each(['/stranger/promotion', '/stranger/platform', '/pinkribbon', '/pinkribbon/other', '/', '/about', '/pinkribbon/promotion/extra'])(
    'shows menu and footer on %s',
    (path) => expect(hidesSiteChrome(path)).toBe(false),
  );
});
