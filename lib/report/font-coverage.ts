import { create } from 'fontkit';

/**
 * Which characters a font draws, asked of fontkit (the font engine PDFKit itself uses). The report's Inter
 * comes as one file per script; this tells the PDF writer which file to draw each character from.
 */
const cache = new WeakMap<Buffer, ReadonlySet<number>>();

/** Code points the font maps to a real glyph (not .notdef). */
export function coveredCodePoints(sfnt: Buffer): ReadonlySet<number> {
  let covered = cache.get(sfnt);
  if (!covered) {
    const font = create(sfnt);
    if ('fonts' in font) throw new Error('Expected a single font, not a collection');
    covered = new Set(font.characterSet.filter((code) => font.hasGlyphForCodePoint(code)));
    cache.set(sfnt, covered);
  }
  return covered;
}
