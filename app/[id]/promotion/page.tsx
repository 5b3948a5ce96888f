import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { landingDescription, landingTitle, PartnerLanding } from '@/components/partners/partner-landing';
import { partnerBySlug } from '@/lib/content/partners';
import { pageMetadata } from '@/lib/site/metadata';
import { isPartnerSlug, partnerSlugs } from '@/lib/site/partner-slugs';

// Only the known slugs exist; any other id falls through to the 404 screen, which keeps menu and footer.
export const dynamicParams = false;

export function generateStaticParams() {
  return partnerSlugs.map((id) => ({ id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  if (!isPartnerSlug(id)) return {};
  const partner = partnerBySlug(id);
  return pageMetadata({ path: `/${id}/promotion`, title: landingTitle(partner, 'promotion'), description: landingDescription(partner, 'promotion') });
}

export default async function PromotionPage({ params }: Props) {
  const { id } = await params;
  if (!isPartnerSlug(id)) notFound();
  return <PartnerLanding partner={partnerBySlug(id)} kind="promotion" />;
}
