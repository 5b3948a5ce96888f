import { partnerData } from '@/content/partners';
import type { PartnerSlug } from '@/lib/site/partner-slugs';
import { validatePartners, type Partner } from './partner-schema';

export type { Partner } from './partner-schema';

/** Checked when the module loads, so a bad entry fails the build. Order follows lib/site/partner-slugs.ts. */
export const partners: readonly Partner[] = validatePartners(partnerData);

export function partnerBySlug(slug: PartnerSlug): Partner {
  // validatePartners guarantees an entry for every slug.
  return partners.find((partner) => partner.slug === slug)!;
}

export function signupHref(slug: PartnerSlug): string {
  return `/signup?source=${encodeURIComponent(slug)}`;
}

export const partnerKindLabels: Record<Partner['kind'], string> = {
  charity: 'Charity',
  brand: 'Brand',
  campaign: 'Campaign',
};
