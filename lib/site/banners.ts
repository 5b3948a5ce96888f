/**
 * The banner set of spec section 2. Where the spec gives no button label (banners 3, 6 and 8) the label says
 * plainly where the button goes.
 */
export interface Banner {
  id: number;
  heading: string;
  button: string;
  href: string;
}

export const banners: readonly Banner[] = [
  { id: 1, heading: 'Start saving money today.', button: 'Join Free', href: '/signup' },
  { id: 2, heading: 'What about other issues?', button: 'Learn More', href: '/track' },
  { id: 3, heading: 'Maintaining a regular report.', button: 'About the Diary', href: '/diary' },
  { id: 4, heading: 'A slightly more detailed analysis.', button: 'Read Article', href: '/article/1' },
  { id: 5, heading: 'Start saving money today.', button: 'Join Free', href: '/signup' },
  { id: 6, heading: 'Start your digital diary today!', button: 'Start Your Diary', href: '/signup' },
  { id: 7, heading: 'Need any help or guidance?', button: 'Find Out More', href: '/check' },
  { id: 8, heading: 'What about our philosophy?', button: 'Our Philosophy', href: '/about' },
];

export function banner(id: number): Banner {
  const found = banners.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`There is no banner ${id}`);
  return found;
}

/** The two banners the home page shows, in order. */
export const homeBannerIds = [7, 2] as const;
