import { brand } from '@/lib/site/brand';

// Contact addresses live at the site's own domain unless an operator sets them explicitly.
const domain = new URL(brand.siteUrl).hostname;

export const contactEmails = {
  privacy: process.env.PRIVACY_EMAIL ?? `privacy@${domain}`,
  help: process.env.HELP_EMAIL ?? `help@${domain}`,
} as const;
