/**
 * Every public page of spec section 2 (plus /knowledge): its title, search description, heading and
 * one-line purpose, and where it is linked from. Menu, footer, metadata and the sitemap all read this list,
 * so a page's job is stated once.
 */
export type NavGroup = 'self-check' | 'diary' | 'scheme' | 'about' | 'legal';

export interface PublicPage {
  path: string;
  title: string;
  description: string;
  heading: string;
  purpose: string;
  footerGroup: NavGroup;
  inMenu?: boolean;
}

export const publicPages: readonly PublicPage[] = [
  {
    path: '/check',
    title: 'How to check your breasts',
    description: 'A simple self-check routine that takes a few minutes: look, feel, size, shape and appearance.',
    heading: 'How to check your breasts',
    purpose: 'A few minutes, once a month: what to look and feel for, and when to see your GP.',
    footerGroup: 'self-check',
    inMenu: true,
  },
  {
    path: '/awareness',
    title: 'Being breast aware',
    description: 'Touch, look, check: knowing what is normal for you so you notice any change early.',
    heading: 'Being breast aware',
    purpose: 'Knowing what is normal for you is the best way to notice a change.',
    footerGroup: 'self-check',
  },
  {
    path: '/facts',
    title: 'Breast cancer facts and figures',
    description: 'Facts and figures about breast cancer in the UK, with their sources.',
    heading: 'Facts and figures',
    purpose: 'The numbers behind breast cancer in the UK, and where they come from.',
    footerGroup: 'self-check',
  },
  {
    path: '/track',
    title: 'Stress, sleep, mood and fatigue',
    description: 'Why the diary also records stress, sleep, mood and fatigue alongside your breast checks.',
    heading: 'What about other issues?',
    purpose: 'Stress, sleep, mood and fatigue affect how you feel, so the diary records them too.',
    footerGroup: 'diary',
  },
  {
    path: '/domino',
    title: 'The domino effect of symptoms',
    description: 'How anxiety, poor sleep and fatigue can cluster and feed one another.',
    heading: 'The domino effect',
    purpose: 'How one symptom, such as poor sleep, can set off others.',
    footerGroup: 'diary',
  },
  {
    path: '/wellbeing',
    title: 'Wellbeing',
    description: 'Looking after your body and mind alongside regular breast checks.',
    heading: 'Your wellbeing',
    purpose: 'Small, sustainable habits that support your health alongside regular checks.',
    footerGroup: 'self-check',
  },
  {
    path: '/diary',
    title: 'Your digital diary',
    description:
      'What the digital diary records after each self-check, and why a regular record helps at a GP appointment.',
    heading: 'Your digital diary',
    purpose: 'A short record after each check, ready to show your GP if anything changes.',
    footerGroup: 'diary',
    inMenu: true,
  },
  {
    path: '/observation',
    title: 'Recording observations',
    description: 'How to record what you notice in each breast, with symptoms and how severe they are.',
    heading: 'Recording what you notice',
    purpose: 'How to note what you see and feel in each breast, clearly and consistently.',
    footerGroup: 'diary',
  },
  {
    path: '/scheme',
    title: 'The Incentive Scheme',
    description: 'How the Incentive Scheme works: offers and discount codes from partner brands for members.',
    heading: 'The Incentive Scheme',
    purpose: 'Offers and discounts from partner brands, free for members.',
    footerGroup: 'scheme',
    inMenu: true,
  },
  {
    path: '/alliances',
    title: 'Partners and charities',
    description: 'The charities, campaigns and brands we work with.',
    heading: 'Our partners',
    purpose: 'The charities, campaigns and brands that work with us.',
    footerGroup: 'scheme',
  },
  {
    path: '/special',
    title: 'Special offers',
    description: 'How offers from partner brands work for members of the Incentive Scheme, and where to find them.',
    heading: 'Special offers',
    purpose: 'How member offers work, and where you find them once you have joined.',
    footerGroup: 'scheme',
  },
  {
    path: '/prize-draw',
    title: 'The free prize draw',
    description:
      'Our free prize draw for a festive hamper: until it closes, join free or enter without an account. No purchase necessary.',
    heading: 'The free prize draw',
    purpose: 'Win a festive hamper worth £160. Until the draw closes, join free or enter without an account.',
    footerGroup: 'scheme',
  },
  {
    path: '/knowledge',
    title: 'Knowledge library',
    description: 'Articles on fitness, health, nutrition, wellbeing and lifestyle, with their sources.',
    heading: 'Knowledge library',
    purpose: 'Reliable reading on fitness, health, nutrition, wellbeing and lifestyle.',
    footerGroup: 'about',
    inMenu: true,
  },
  {
    path: '/about',
    title: 'About us',
    description: 'Our philosophy: regular checks, a simple record, and support to see your GP early.',
    heading: 'About us',
    purpose: 'Why we built this, and what we believe about checking and keeping a record.',
    footerGroup: 'about',
    inMenu: true,
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description: 'Answers to common questions about self-checking, the diary, your data and the scheme.',
    heading: 'Frequently asked questions',
    purpose: 'Quick answers about checking, the diary, your data and the scheme.',
    footerGroup: 'about',
  },
  {
    path: '/glossary',
    title: 'Glossary',
    description: 'Plain-English meanings of the medical words you may come across.',
    heading: 'Glossary',
    purpose: 'Plain-English meanings of the medical words you may meet.',
    footerGroup: 'about',
  },
  {
    path: '/privacy',
    title: 'Privacy notice',
    description: 'How we collect, use and protect your personal and health data under UK GDPR, and your rights.',
    heading: 'Privacy notice',
    purpose: 'What we hold about you, why, for how long, and how to use your rights.',
    footerGroup: 'legal',
  },
  {
    path: '/terms',
    title: 'Terms of use',
    description: 'The terms for using the service, the Incentive Scheme and the free prize draw.',
    heading: 'Terms of use',
    purpose: 'The terms for using the service, the scheme and the free prize draw.',
    footerGroup: 'legal',
  },
  {
    path: '/cookie',
    title: 'Cookies and storage',
    description: 'Every cookie and storage key this site sets, what it is for and how long it lasts.',
    heading: 'Cookies and storage',
    purpose: 'Every cookie and storage item we use, what it does and how long it lasts.',
    footerGroup: 'legal',
  },
];

export const footerGroupLabels: Record<NavGroup, string> = {
  'self-check': 'Self-check',
  diary: 'Diary',
  scheme: 'Scheme',
  about: 'About',
  legal: 'Legal',
};

export function publicPage(path: string): PublicPage {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No public page is registered for ${path}`);
  return page;
}
