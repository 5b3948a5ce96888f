import { protectedPage } from '@/lib/site/protected-pages';
import { memberMenuLinks } from './member-links';

test('each menu link opens a page whose heading ends in the menu word (at most a word before it, "Your offers")', () => {
  for (const link of memberMenuLinks)
    expect(protectedPage(link.href).title.toLowerCase()).toMatch(new RegExp(`(^|[ -])${link.label.toLowerCase()}$`));
});
