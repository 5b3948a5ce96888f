/**
 * The partner and campaign slugs of spec section 2. On `/{id}/promotion` and `/{id}/platform` for these ids the
 * site's menu and footer are hidden, so a partner's audience sees only that partner's landing page.
 */
export const partnerSlugs = [
  'lottery',
  'emergency',
  'mcqueens',
  'hippop',
  'spotlight',
  'pod',
  'guestz',
  'gigsberg',
  'ticketnet',
  'tinkerer',
  'zenhotels',
  'theonebroadband',
  'pinkribbon',
  'rising',
  'make2ndscount',
  'ibcn',
  'tnbc',
  'mariecurie',
  'maggies',
  'pbc',
  'chg',
  'nelsontrust',
  'thewi',
  'nwc',
  'fawcettsociety',
  'allbright',
  'womensaid',
  'smilewhite',
  'thegreenwoman',
  'greenpeople',
  'lilyandloaf',
] as const;

export type PartnerSlug = (typeof partnerSlugs)[number];

const slugSet: ReadonlySet<string> = new Set(partnerSlugs);

export function isPartnerSlug(id: string): id is PartnerSlug {
  return slugSet.has(id);
}

/** Each partner has two landing pages, `/{id}/promotion` and `/{id}/platform`. */
export const landingKinds = ['promotion', 'platform'] as const;
export type LandingKind = (typeof landingKinds)[number];
