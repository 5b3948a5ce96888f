import Link from 'next/link';
import { prefetchFor } from '@/lib/site/prefetch';
import type { Banner } from '@/lib/site/banners';

export function BannerStrip({ banner }: { banner: Banner }) {
  return (
    <aside
      aria-label={banner.heading}
      className="flex flex-col items-start justify-between gap-4 rounded-2xl bg-blue-soft p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <p className="font-heading text-2xl font-bold text-ink">{banner.heading}</p>
      <Link
        href={banner.href}
        prefetch={prefetchFor(banner.href)}
        className="shrink-0 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline"
      >
        {banner.button}
        {/* Short labels like "Learn More" need their context when read out of place (WCAG 2.4.4). */}
        <span className="sr-only">: {banner.heading}</span>
      </Link>
    </aside>
  );
}
