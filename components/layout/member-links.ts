/** The menu when she is signed in (issue 17, item 10): her own screens instead of the marketing pages. */
export const memberMenuLinks = [
  { href: '/checking', label: 'Check' },
  { href: '/archive', label: 'Diary' },
  { href: '/summary', label: 'Records' },
  { href: '/incentive', label: 'Offers' },
] as const;

export const accountLink = { href: '/account', label: 'Account' } as const;
