#!/usr/bin/env node
// `npm run fonts:subset` (through tsx, to read the brand's name): cuts the site's three fonts down to the characters
// it shows and writes them to app/fonts/, with app/fonts/subsets.json listing the characters asked of each (the
// fonts themselves may lack a few symbols); app/fonts.test.ts checks the site's text against that list.
// Why: the fonts are preloaded on every first visit, and at full size they were most of what a phone downloads
// before the first paint. Run it again after upgrading a @fontsource package (devDependencies: nothing else reads
// them) or needing a new character. A character left out still shows, drawn by the next font in the CSS stack
// (system-ui, Georgia), so it would stand out in the middle of a word.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { brand } from '../lib/site/brand.ts';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectDir, 'app', 'fonts');
const fontsource = (file) => join(projectDir, 'node_modules', file);

const codePoints = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
// Basic Latin and Latin-1 (accented names, £), and the punctuation and signs the content uses.
const TEXT = [...codePoints(0x20, 0x7e), ...codePoints(0xa0, 0xff), ...'‘’“”–—…•·→←↔≥≤≈×−€™✓○›‹'].join('');

const fonts = [
  {
    // Inter's weight axis runs 100–900; the site uses 400, 600 and 700, and keeping only 400–700 saves a fifth.
    file: 'inter-latin-400-700.woff2',
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    text: TEXT,
    options: { variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    // Headings are bold; one weight of Playfair serves them all.
    file: 'playfair-display-latin-700.woff2',
    from: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
    text: TEXT,
  },
  {
    // The logo is the only text in Pacifico.
    file: 'pacifico-logo.woff2',
    from: '@fontsource/pacifico/files/pacifico-latin-400-normal.woff2',
    text: brand.name,
  },
];

mkdirSync(outDir, { recursive: true });
const manifest = {};
for (const font of fonts) {
  const source = readFileSync(fontsource(font.from));
  const subset = await subsetFont(source, font.text, { targetFormat: 'woff2', ...font.options });
  writeFileSync(join(outDir, font.file), subset);
  manifest[font.file] = { from: font.from, requested: [...new Set(font.text)].sort().join('') };
  console.log(`${font.file}: ${(source.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`);
}
writeFileSync(join(outDir, 'subsets.json'), `${JSON.stringify(manifest, null, 2)}\n`);
