import Link from 'next/link';
import { guidePaths, guideRoutes } from '@/lib/content/guide-registry';
import { guideBySlug } from '@/lib/content/guides';
import { protectedPage } from '@/lib/site/protected-pages';

/** Her records beyond this page, each on a screen of its own. */
const RECORD_PATHS = ['/archive', '/tracking', '/cycle', '/period', '/monitor', '/report', '/doctor'] as const;

const linkClass = 'inline-flex min-h-11 items-center';

/**
 * Everything else that is hers, in one place: the menu has room for four screens, and without this the guides
 * and several record screens could only be reached from one another.
 */
export function MoreForYou() {
  return (
    <section aria-labelledby="more-heading" className="rounded-lg border border-line bg-surface p-5">
      <h2 id="more-heading" className="text-xl font-bold">
        More for you
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <nav aria-labelledby="more-records-heading">
          <h3 id="more-records-heading" className="font-bold">
            Your records
          </h3>
          <ul className="mt-1">
            {RECORD_PATHS.map((path) => {
              const page = protectedPage(path);
              return (
                <li key={path}>
                  <Link href={path} className={linkClass}>
                    {page.title}
                  </Link>
                  <span className="sr-only">: {page.purpose}</span>
                </li>
              );
            })}
          </ul>
        </nav>
        <nav aria-labelledby="more-guides-heading">
          <h3 id="more-guides-heading" className="font-bold">
            Guides
          </h3>
          <ul className="mt-1">
            {guidePaths.map((path) => (
              <li key={path}>
                <Link href={path} className={linkClass}>
                  {guideBySlug(guideRoutes[path].slug).title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
