/** The product's name and the one place its public links are configured. */
export const brand = {
  name: 'Venus',
  fullName: 'Venus Breast Check',
  tagline: 'Check your breasts regularly and keep a record of what you find.',
  // Used for canonical URLs, the sitemap and Open Graph. Set SITE_URL in production.
  siteUrl: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
} as const;

export interface SocialLink {
  network: 'instagram' | 'x' | 'linkedin' | 'youtube';
  label: string;
  href: string;
}

// Spec section 2: the hero's social links. Operators change the URLs here and nowhere else.
export const socialLinks: readonly SocialLink[] = [
  { network: 'instagram', label: 'Venus on Instagram', href: 'https://www.instagram.com/venusbreastcheck' },
  { network: 'x', label: 'Venus on X', href: 'https://x.com/venusbreastcheck' },
  { network: 'linkedin', label: 'Venus on LinkedIn', href: 'https://www.linkedin.com/company/venusbreastcheck' },
  { network: 'youtube', label: 'Venus on YouTube', href: 'https://www.youtube.com/@venusbreastcheck' },
];
