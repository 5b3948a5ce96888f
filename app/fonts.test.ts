import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brand } from '@/lib/site/brand';
import subsets from './fonts/subsets.json';

// The fonts are cut down to a set of characters (scripts/subset-fonts.mjs). A character outside the set still
// shows, but in a fallback font in the middle of a word; these tests say when the set must be cut again.
const projectDir = join(__dirname, '..');
const sources = ['app', 'components', 'content', 'lib'];
const textFile = /\.(tsx?|md|json)$/;
// The theme switch's sun and moon: neither text font has them, so they always came from the system's symbol font.
const systemSymbols = new Set('☀☾');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return textFile.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the cut-down fonts', () => {
  it('draw every letter of the logo', () => {
    const logo = new Set(subsets['pacifico-logo.woff2'].requested);
    expect([...brand.name].filter((letter) => !logo.has(letter))).toEqual([]);
  });

  it('hold every character the site writes, in both the body and the heading font', () => {
    const body = new Set(subsets['inter-latin-400-700.woff2'].requested);
    const heading = new Set(subsets['playfair-display-latin-700.woff2'].requested);
    const missing = new Map<string, string>();
    for (const file of sources.flatMap((dir) => filesUnder(join(projectDir, dir)))) {
      if (file.endsWith('subsets.json')) continue;
      for (const character of new Set(readFileSync(file, 'utf8').replace(/\s/g, ''))) {
        if (systemSymbols.has(character)) continue;
        if (!body.has(character) || !heading.has(character)) missing.set(character, relative(projectDir, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
