import { Footer } from './footer';
import { Header } from './header';

/** The menu, the page's own content and the footer: the wrapper every page has except partner landing pages. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-8 sm:px-6 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
