import { banner, banners, homeBannerIds } from './banners';
import { publicPages } from './public-pages';
import { authPages } from './auth-pages';

const knownPaths = new Set([...publicPages, ...authPages].map((page) => page.path));

describe('banner set', () => {
  it('has the eight banners of the spec, numbered 1 to 8', () => {
    expect(banners.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps the spec’s headings, labels and targets', () => {
    expect(banner(1)).toMatchObject({ heading: 'Start saving money today.', button: 'Join Free', href: '/signup' });
    expect(banner(2)).toMatchObject({ heading: 'What about other issues?', button: 'Learn More', href: '/track' });
    expect(banner(4)).toMatchObject({ button: 'Read Article', href: '/article/1' });
    expect(banner(5)).toMatchObject({ heading: banner(1).heading, button: banner(1).button, href: '/signup' });
    expect(banner(7)).toMatchObject({ heading: 'Need any help or guidance?', button: 'Find Out More', href: '/check' });
  });

  it('gives every banner a non-empty button label', () => {
    for (const item of banners) expect(item.button.trim()).not.toBe('');
  });

  it('points every banner at a page that exists', () => {
    for (const item of banners) {
      expect(knownPaths.has(item.href) || /^\/article\/\d+$/.test(item.href)).toBe(true);
    }
  });

  it('shows two different banners on the home page', () => {
    expect(new Set(homeBannerIds).size).toBe(2);
    for (const id of homeBannerIds) expect(() => banner(id)).not.toThrow();
  });

  it('refuses an unknown banner', () => {
    expect(() => banner(9)).toThrow('There is no banner 9');
  });
});
