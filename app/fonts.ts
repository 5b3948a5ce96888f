import localFont from 'next/font/local';

// The fonts are @fontsource files cut down to the characters the site shows by `npm run fonts:subset`
// (scripts/subset-fonts.mjs): 51 KB instead of 128 KB before a phone's first paint. Served from our own origin
// because Next's Google Fonts loader downloads at build time, and a locked-down CI cannot reach Google.
export const bodyFont = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
});

export const headingFont = localFont({
  src: './fonts/playfair-display-latin-700.woff2',
  variable: '--font-playfair',
  weight: '700',
  display: 'swap',
});

// Preloaded with the others: at 4 KB it costs less than the logo changing shape as it swaps in.
export const logoFont = localFont({
  src: './fonts/pacifico-logo.woff2',
  variable: '--font-pacifico',
  weight: '400',
  display: 'swap',
});
