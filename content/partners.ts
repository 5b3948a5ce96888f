/**
 * The partner and campaign data behind /{slug}/promotion, /{slug}/platform, /alliances and /special.
 * Operators: read content/PARTNERS.md before editing. Every slug in lib/site/partner-slugs.ts needs exactly one
 * entry; lib/content/partners.ts checks this file when the site builds and names the slug and field at fault.
 *
 * Wording rule: say nothing about a real organisation that it has not approved. Where the team could not confirm
 * who is behind a slug, `confirmed` is false and the text stays neutral. Every offer shipped here is sample
 * text (`sample: true`) shown with a "Sample offer" label until an operator enters the agreed offer.
 */
import type { PartnerInput } from '@/lib/content/partner-schema';

const sampleOffer = (name: string) => ({
  headline: 'A member discount',
  details: `Members will find a discount code for ${name} in their account once the offer is agreed.`,
  sample: true,
});

const charitySupport = (name: string) =>
  `Free access to the guided self-check, the digital diary and the knowledge library. Joining through this page records that you came from ${name}; we only ever share total numbers with partners, never who you are or anything you record.`;

const brandVisitors = (name: string) => `This page is for people who reached Venus Breast Check through ${name}.`;

export const partnerData: PartnerInput[] = [
  { slug: 'lottery', name: 'Lottery', kind: 'campaign', category: 'leisure', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through the Lottery campaign.',
    audience: 'Free membership, the guided self-check and the digital diary, and entry to the current free prize draw when you join.' },
  { slug: 'emergency', name: 'Emergency', kind: 'campaign', category: 'health', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through the Emergency campaign.',
    audience: 'Free membership, the guided self-check and a simple diary to take to your GP if you notice a change.' },
  { slug: 'mcqueens', name: 'McQueens', kind: 'brand', category: 'home', confirmed: false,
    description: brandVisitors('McQueens'), audience: 'Free membership and member offers.', offer: sampleOffer('McQueens') },
  { slug: 'hippop', name: 'Hippop', kind: 'brand', category: 'fashion', confirmed: false,
    description: brandVisitors('Hippop'), audience: 'Free membership and member offers.', offer: sampleOffer('Hippop') },
  { slug: 'spotlight', name: 'Spotlight', kind: 'campaign', category: 'leisure', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through the Spotlight campaign.',
    audience: 'Free membership, the guided self-check and the digital diary.' },
  { slug: 'pod', name: 'Pod', kind: 'brand', category: 'leisure', confirmed: false,
    description: brandVisitors('Pod'), audience: 'Free membership and member offers.', offer: sampleOffer('Pod') },
  { slug: 'guestz', name: 'Guestz', kind: 'brand', category: 'travel', confirmed: false,
    description: brandVisitors('Guestz'), audience: 'Free membership and member offers.', offer: sampleOffer('Guestz') },
  { slug: 'gigsberg', name: 'Gigsberg', kind: 'brand', category: 'leisure', confirmed: false,
    description: brandVisitors('Gigsberg'), audience: 'Free membership and member offers.', offer: sampleOffer('Gigsberg') },
  { slug: 'ticketnet', name: 'Ticketnet', kind: 'brand', category: 'leisure', confirmed: false,
    description: brandVisitors('Ticketnet'), audience: 'Free membership and member offers.', offer: sampleOffer('Ticketnet') },
  { slug: 'tinkerer', name: 'Tinkerer', kind: 'brand', category: 'home', confirmed: false,
    description: brandVisitors('Tinkerer'), audience: 'Free membership and member offers.', offer: sampleOffer('Tinkerer') },
  { slug: 'zenhotels', name: 'ZenHotels', kind: 'brand', category: 'travel', confirmed: true,
    description: brandVisitors('ZenHotels'), audience: 'Free membership and member offers.', offer: sampleOffer('ZenHotels') },
  { slug: 'theonebroadband', name: 'The One Broadband', kind: 'brand', category: 'home', confirmed: false,
    description: brandVisitors('The One Broadband'), audience: 'Free membership and member offers.', offer: sampleOffer('The One Broadband') },
  { slug: 'pinkribbon', name: 'Pink Ribbon', kind: 'charity', category: 'charity', confirmed: true,
    description: 'This page is for supporters of Pink Ribbon who reached Venus Breast Check through Pink Ribbon.',
    audience: charitySupport('Pink Ribbon') },
  { slug: 'rising', name: 'Rising', kind: 'campaign', category: 'health', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through the Rising campaign.',
    audience: 'Free membership, the guided self-check and the digital diary.' },
  { slug: 'make2ndscount', name: 'Make 2nds Count', kind: 'charity', category: 'charity', confirmed: true,
    description: 'This page is for supporters of Make 2nds Count who reached Venus Breast Check through Make 2nds Count.',
    audience: charitySupport('Make 2nds Count') },
  { slug: 'ibcn', name: 'IBCN', kind: 'charity', category: 'charity', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through IBCN.', audience: charitySupport('IBCN') },
  { slug: 'tnbc', name: 'TNBC', kind: 'charity', category: 'charity', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through TNBC.', audience: charitySupport('TNBC') },
  { slug: 'mariecurie', name: 'Marie Curie', kind: 'charity', category: 'charity', confirmed: true,
    description: 'This page is for supporters of Marie Curie who reached Venus Breast Check through Marie Curie.',
    audience: charitySupport('Marie Curie') },
  { slug: 'maggies', name: 'Maggie’s', kind: 'charity', category: 'charity', confirmed: true,
    description: 'This page is for supporters of Maggie’s who reached Venus Breast Check through Maggie’s.',
    audience: charitySupport('Maggie’s') },
  { slug: 'pbc', name: 'PBC', kind: 'charity', category: 'charity', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through PBC.', audience: charitySupport('PBC') },
  { slug: 'chg', name: 'CHG', kind: 'charity', category: 'charity', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through CHG.', audience: charitySupport('CHG') },
  { slug: 'nelsontrust', name: 'The Nelson Trust', kind: 'charity', category: 'charity', confirmed: true,
    description: 'This page is for supporters of The Nelson Trust who reached Venus Breast Check through The Nelson Trust.',
    audience: charitySupport('The Nelson Trust') },
  { slug: 'thewi', name: 'The WI', kind: 'charity', category: 'charity', confirmed: true,
    description: 'This page is for WI members and friends who reached Venus Breast Check through The WI.',
    audience: charitySupport('The WI') },
  { slug: 'nwc', name: 'NWC', kind: 'charity', category: 'charity', confirmed: false,
    description: 'This page is for people who reached Venus Breast Check through NWC.', audience: charitySupport('NWC') },
  { slug: 'fawcettsociety', name: 'Fawcett Society', kind: 'charity', category: 'charity', confirmed: true,
    description: 'This page is for supporters of the Fawcett Society who reached Venus Breast Check through the Fawcett Society.',
    audience: charitySupport('the Fawcett Society') },
  { slug: 'allbright', name: 'AllBright', kind: 'brand', category: 'leisure', confirmed: true,
    description: brandVisitors('AllBright'), audience: 'Free membership and member offers.', offer: sampleOffer('AllBright') },
  { slug: 'womensaid', name: 'Women’s Aid', kind: 'charity', category: 'charity', confirmed: true,
    description: 'This page is for supporters of Women’s Aid who reached Venus Breast Check through Women’s Aid.',
    audience: charitySupport('Women’s Aid') },
  { slug: 'smilewhite', name: 'Smile White', kind: 'brand', category: 'beauty', confirmed: false,
    description: brandVisitors('Smile White'), audience: 'Free membership and member offers.', offer: sampleOffer('Smile White') },
  { slug: 'thegreenwoman', name: 'The Green Woman', kind: 'brand', category: 'beauty', confirmed: false,
    description: brandVisitors('The Green Woman'), audience: 'Free membership and member offers.', offer: sampleOffer('The Green Woman') },
  { slug: 'greenpeople', name: 'Green People', kind: 'brand', category: 'beauty', confirmed: true,
    description: brandVisitors('Green People'), audience: 'Free membership and member offers.', offer: sampleOffer('Green People') },
  { slug: 'lilyandloaf', name: 'Lily and Loaf', kind: 'brand', category: 'fashion', confirmed: false,
    description: brandVisitors('Lily and Loaf'), audience: 'Free membership and member offers.', offer: sampleOffer('Lily and Loaf') },
];
