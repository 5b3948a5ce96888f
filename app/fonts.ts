import localFont from 'next/font/local';

// Fonts come from npm font packages through next/font/local: Next's Google Fonts loader downloads at build time,
// and these machines (and a locked-down CI) cannot reach Google.
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const headingFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-playfair',
  display: 'swap',
});

export const logoFont = localFont({
  src: '../node_modules/@fontsource/pacifico/files/pacifico-latin-400-normal.woff2',
  variable: '--font-pacifico',
  weight: '400',
  display: 'swap',
  preload: false,
});
