import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { woffToSfnt } from './woff-font';

const INTER = join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff');

describe('woffToSfnt', () => {
  const woff = readFileSync(INTER);
  const sfnt = woffToSfnt(woff);

  it('gives the TrueType font of the size the WOFF header declares', () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it('keeps every table, each matching its recorded checksum', () => {
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    for (let index = 0; index < numTables; index += 1) {
      const entry = 12 + index * 16;
      const tag = sfnt.toString('latin1', entry, entry + 4);
      const offset = sfnt.readUInt32BE(entry + 8);
      const length = sfnt.readUInt32BE(entry + 12);
      const padded = sfnt.subarray(offset, offset + Math.ceil(length / 4) * 4);
      let sum = 0;
      for (let word = 0; word < padded.length; word += 4) sum = (sum + padded.readUInt32BE(word)) >>> 0;
      // The head table's checksum is taken with its checkSumAdjustment field as zero.
      if (tag === 'head') sum = (sum - padded.readUInt32BE(8)) >>> 0;
      expect({ tag, sum }).toEqual({ tag, sum: sfnt.readUInt32BE(entry + 4) });
    }
  });

  it('passes a font that is not WOFF through unchanged', () => {
    expect(woffToSfnt(sfnt)).toBe(sfnt);
  });
});
