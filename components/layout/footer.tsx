import Link from 'next/link';
import { authPages } from '@/lib/site/auth-pages';
import { brand } from '@/lib/site/brand';
import { footerGroupLabels, publicPages, type NavGroup } from '@/lib/site/public-pages';
import { SocialLinks } from '@/components/ui/social-links';
import { CookieSettingsButton } from './cookie-settings-button';
import { FooterAccountLinks } from './footer-account-links';

const groups = Object.entries(footerGroupLabels) as [NavGroup, string][];
const visitorLinks = authPages.map(({ path, title }) => ({ path, title }));

export function Footer({ signedIn }: { signedIn?: boolean }) {
  return (
    <footer className="defer-render mt-16 border-t border-line/40 bg-surface">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 nav:grid-cols-6">
        {groups.map(([group, label]) => (
          <FooterColumn
            key={group}
            label={label}
            links={publicPages.filter((page) => page.footerGroup === group)}
            extra={
              group === 'legal' ? (
                <li>
                  <CookieSettingsButton />
                </li>
              ) : null
            }
          />
        ))}
        <FooterColumn
          label="Account"
          links={[]}
          extra={<FooterAccountLinks signedIn={signedIn} visitorLinks={visitorLinks} />}
        />
      </div>
      <div className="mx-auto flex max-w-page flex-col gap-4 border-t border-line/40 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-ink-muted">
          {brand.fullName} supports regular self-checking; it does not diagnose. If you notice a change, see your GP.
        </p>
        <SocialLinks />
      </div>
    </footer>
  );
}

interface FooterColumnProps {
  label: string;
  links: readonly { path: string; title: string }[];
  extra?: React.ReactNode;
}

function FooterColumn({ label, links, extra }: FooterColumnProps) {
  return (
    <nav aria-label={`${label} links`}>
      <h2 className="mb-2 font-body text-sm font-semibold uppercase tracking-wide text-ink-muted">{label}</h2>
      <ul className="space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} className="inline-block py-1 text-ink">
              {link.title}
            </Link>
          </li>
        ))}
        {extra}
      </ul>
    </nav>
  );
}
