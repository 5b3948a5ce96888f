import { Footer } from './footer';
import { Header } from './header';

interface SiteFrameProps {
  children: React.ReactNode;
  /** Signed-in pages say so, so the menu and footer render her links from the server without waiting. */
  signedIn?: boolean;
  /** Signed-in pages: her unread notices for the menu, as a promise the menu waits for on its own. */
  unreadNoticesCount?: Promise<number | null>;
}

/** The menu, the page's own content and the footer: the wrapper every page has except partner landing pages. */
export function SiteFrame({ children, signedIn, unreadNoticesCount }: SiteFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header signedIn={signedIn} unreadNoticesCount={unreadNoticesCount} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-8 sm:px-6 focus:outline-none">
        {children}
      </main>
      <Footer signedIn={signedIn} />
    </div>
  );
}
