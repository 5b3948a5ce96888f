import { publicPages } from '@/lib/site/public-pages';
import { Logo } from './logo';
// A plain import, not next/dynamic: the menu is on screen from the first paint, so its code is needed for
// hydration either way, and dynamic() would add its own loader code to every public page for nothing.
import { MenuControls } from './menu-controls';

const menuLinks = publicPages
  .filter((page) => page.inMenu)
  .map((page) => ({ href: page.path, label: page.title.replace(/^How to check your breasts$/, 'Self-check') }));

interface HeaderProps {
  signedIn?: boolean;
  unreadNoticesCount?: Promise<number | null>;
}

export function Header({ signedIn, unreadNoticesCount }: HeaderProps) {
  // Solid, not blurred glass: a backdrop blur is drawn again for every frame that scrolls under it, and on a phone
  // drawing without its GPU it holds back the first frame, which the page's largest text (its LCP) waits for.
  return (
    <header className="sticky top-0 z-30 border-b border-line/40 bg-canvas">
      <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <MenuControls links={menuLinks} signedIn={signedIn} unreadNoticesCount={unreadNoticesCount} />
      </div>
    </header>
  );
}
