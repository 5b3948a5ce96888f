import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { landingDescription, landingTitle, PartnerLanding } from '@/components/partners/partner-landing';
import { partnerBySlug } from '@/lib/content/partners';
import { pageMetadata } from '@/lib/site/metadata';
import { isPartnerSlug, partnerSlugs, type LandingKind } from '@/lib/site/partner-slugs';

type Props = { params: Promise<{ id: string }> };

/** What `/{id}/promotion` and `/{id}/platform` share: one page per known partner slug, prerendered. */
export function landingRoute(kind: LandingKind) {
  return {
    generateStaticParams() {
      return partnerSlugs.map((id) => ({ id }));
    },

    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { id } = await params;
      if (!isPartnerSlug(id)) return {};
      const partner = partnerBySlug(id);
      return pageMetadata({
        path: `/${id}/${kind}`,
        title: landingTitle(partner, kind),
        description: landingDescription(partner, kind),
      });
    },

    async Page({ params }: Props) {
      const { id } = await params;
      if (!isPartnerSlug(id)) notFound();
      return <PartnerLanding partner={partnerBySlug(id)} kind={kind} />;
    },
  };
}
