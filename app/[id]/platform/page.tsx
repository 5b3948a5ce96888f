import { notFound } from 'next/navigation';
import { PartnerLanding } from '@/components/partners/partner-landing';
import { isPartnerSlug, partnerSlugs } from '@/lib/site/partner-slugs';

// Only the known slugs exist; any other id falls through to the 404 screen, which keeps menu and footer.
export const dynamicParams = false;

export function generateStaticParams() {
  return partnerSlugs.map((id) => ({ id }));
}

export default async function PlatformPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isPartnerSlug(id)) notFound();
  return <PartnerLanding slug={id} kind="platform" />;
}
