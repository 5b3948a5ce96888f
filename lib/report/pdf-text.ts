import { coveredCodePoints } from './font-coverage';

/**
 * Text in the report, drawn from a typeface that comes as several font files (Inter is packaged one file
 * per script: Latin, Latin Extended, Greek, Cyrillic…). PDFKit draws a string in one font and turns a
 * character that font lacks into a blank glyph, so her name, notes and questions are split into runs, each
 * drawn with the first file that has its characters, and wrapped here measuring each run in its own font.
 */
export type Weight = 'regular' | 'bold';

/** TrueType files for each weight, the main one (whose metrics set the line height) first. */
export type FontFiles = Record<Weight, readonly Buffer[]>;

export interface TextStyle {
  size: number;
  color: string;
  weight?: Weight;
}

export interface TextPlace {
  x?: number;
  y?: number;
  /** Defaults to the rest of the line up to the right margin, as doc.text does. */
  width?: number;
  align?: 'left' | 'center';
}

/** Drawn for a character (an emoji, a script Inter does not have) that no font file can show. */
export const MISSING = '?';

interface Face {
  name: string;
  covers: ReadonlySet<number>;
}

interface Run {
  face: Face;
  text: string;
}

type Pdf = PDFKit.PDFDocument;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Registers every file with the document: the main ones as 'regular' and 'bold', as other drawing code expects. */
export function pdfText(doc: Pdf, files: FontFiles) {
  const faces: Record<Weight, Face[]> = { regular: [], bold: [] };
  for (const weight of ['regular', 'bold'] as const) {
    files[weight].forEach((file, index) => {
      const name = index ? `${weight}-${index}` : weight;
      doc.registerFont(name, file);
      faces[weight].push({ name, covers: coveredCodePoints(file) });
    });
  }

  function runs(text: string, weight: Weight): Run[] {
    const found: Run[] = [];
    for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
      const codes = Array.from(segment, (char) => char.codePointAt(0)!);
      let face = faces[weight].find((candidate) => codes.every((code) => candidate.covers.has(code)));
      let shown = segment;
      if (!face) {
        face = faces[weight][0]!;
        shown = /^\s+$/u.test(segment) ? ' ' : MISSING;
      }
      const last = found.at(-1);
      if (last?.face === face) last.text += shown;
      else found.push({ face, text: shown });
    }
    return found;
  }

  function width(text: string, style: TextStyle): number {
    return runs(text, style.weight ?? 'regular').reduce(
      (sum, run) => sum + doc.font(run.face.name).fontSize(style.size).widthOfString(run.text),
      0,
    );
  }

  /** Lines of at most `max` points: breaks at spaces and at her own line breaks; a longer word is cut. */
  function wrap(text: string, style: TextStyle, max: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      let used = 0;
      for (let word of paragraph.split(/(?<= )/)) {
        if (line && used + width(word.trimEnd(), style) > max) {
          lines.push(line.trimEnd());
          line = '';
          used = 0;
        }
        while (!line && width(word.trimEnd(), style) > max) {
          const head = longestFit(word, style, max);
          lines.push(head);
          word = word.slice(head.length);
        }
        line += word;
        used += width(word, style);
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  function longestFit(word: string, style: TextStyle, max: number): string {
    let head = '';
    for (const { segment } of graphemes.segment(word)) {
      if (head && width(head + segment, style) > max) break;
      head += segment;
    }
    return head;
  }

  /**
   * Like doc.text: starts at (x, y) or where the last text ended, wraps within the width, moves on to a new
   * page when the next line would cross the bottom margin, and leaves doc.y below the text.
   */
  function write(text: string, style: TextStyle, place: TextPlace = {}): void {
    const weight = style.weight ?? 'regular';
    const left = place.x ?? doc.x;
    const max = place.width ?? doc.page.width - left - doc.page.margins.right;
    let y = place.y ?? doc.y;
    const main = faces[weight][0]!.name;
    const lineHeight = doc.font(main).fontSize(style.size).currentLineHeight(true);
    for (const line of wrap(text, style, max)) {
      if (y + lineHeight > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      let x = place.align === 'center' ? left + (max - width(line, style)) / 2 : left;
      for (const run of runs(line, weight)) {
        doc.font(run.face.name).fontSize(style.size).fillColor(style.color);
        doc.text(run.text, x, y, { lineBreak: false });
        x += doc.widthOfString(run.text);
      }
      y += lineHeight;
    }
    doc.font(main).fontSize(style.size).fillColor(style.color);
    doc.x = left;
    doc.y = y;
  }

  return { write, width };
}

export type PdfText = ReturnType<typeof pdfText>;
