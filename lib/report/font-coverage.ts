/**
 * Which characters a TrueType font draws, read from its cmap table (OpenType spec, "cmap"). The report's
 * Inter comes as one file per script; this tells the PDF writer which file to draw each character from.
 */
const cache = new WeakMap<Buffer, ReadonlySet<number>>();

/** Code points the font maps to a real glyph (not .notdef). */
export function coveredCodePoints(sfnt: Buffer): ReadonlySet<number> {
  let covered = cache.get(sfnt);
  if (!covered) {
    covered = readCmap(sfnt);
    cache.set(sfnt, covered);
  }
  return covered;
}

function readCmap(sfnt: Buffer): Set<number> {
  const cmap = tableOffset(sfnt, 'cmap');
  const subtables = Array.from({ length: sfnt.readUInt16BE(cmap + 2) }, (_, index) => {
    const record = cmap + 4 + index * 8;
    const offset = cmap + sfnt.readUInt32BE(record + 4);
    return { platform: sfnt.readUInt16BE(record), format: sfnt.readUInt16BE(offset), offset };
  }).filter((subtable) => subtable.platform === 0 || subtable.platform === 3);
  // Format 12 reaches past the Basic Multilingual Plane; format 4 is the BMP table every font has.
  const full = subtables.find((subtable) => subtable.format === 12);
  if (full) return readFormat12(sfnt, full.offset);
  const bmp = subtables.find((subtable) => subtable.format === 4);
  if (bmp) return readFormat4(sfnt, bmp.offset);
  throw new Error('Font has no Unicode character map');
}

function tableOffset(sfnt: Buffer, tag: string): number {
  const numTables = sfnt.readUInt16BE(4);
  for (let index = 0; index < numTables; index += 1) {
    const entry = 12 + index * 16;
    if (sfnt.toString('latin1', entry, entry + 4) === tag) return sfnt.readUInt32BE(entry + 8);
  }
  throw new Error(`Font has no ${tag} table`);
}

function readFormat4(sfnt: Buffer, offset: number): Set<number> {
  const covered = new Set<number>();
  const segments = sfnt.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const start = sfnt.readUInt16BE(starts + segment * 2);
    const end = sfnt.readUInt16BE(ends + segment * 2);
    const delta = sfnt.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = sfnt.readUInt16BE(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph = code;
      if (rangeOffset) {
        glyph = sfnt.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
        if (glyph === 0) continue;
      }
      if ((glyph + delta) & 0xffff) covered.add(code);
    }
  }
  return covered;
}

function readFormat12(sfnt: Buffer, offset: number): Set<number> {
  const covered = new Set<number>();
  const groups = sfnt.readUInt32BE(offset + 12);
  for (let group = 0; group < groups; group += 1) {
    const entry = offset + 16 + group * 12;
    const start = sfnt.readUInt32BE(entry);
    const end = sfnt.readUInt32BE(entry + 4);
    const firstGlyph = sfnt.readUInt32BE(entry + 8);
    for (let code = start; code <= end; code += 1) if (firstGlyph + code - start) covered.add(code);
  }
  return covered;
}
