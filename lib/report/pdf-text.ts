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

/**
 * Registers every file with the document, the main ones as 'regular' and 'bold' as other drawing code expects,
 * and selects 'regular'.
 */
export function pdfText(doc: Pdf, files: FontFiles) {
  const faces: Record<Weight, Face[]> = { regular: [], bold: [] };
  for (const weight of ['regular', 'bold'] as const) {
    files[weight].forEach((file, index) => {
      const name = index ? `${weight}-${index}` : weight;
      doc.registerFont(name, file);
      faces[weight].push({ name, covers: coveredCodePoints(file) });
    });
  }
  doc.font('regular');

  const runsCache = new Map<string, Run[]>();

  function runs(text: string, weight: Weight): Run[] {
    const key = `${weight} ${text}`;
    let found = runsCache.get(key);
    if (!found) {
      found = splitRuns(text, faces[weight]);
      runsCache.set(key, found);
    }
    return found;
  }

  function width(text: string, style: TextStyle): number {
    return runs(text, style.weight ?? 'regular').reduce(
      (sum, run) => sum + doc.font(run.face.name).fontSize(style.size).widthOfString(run.text),
      0,
    );
  }

  /**
   * Lines of at most `max` points, broken as PDFKit would: at spaces (a word's trailing space counts, as in
   * PDFKit) and at her own line breaks; a word longer than a line is cut.
   */
  function wrap(text: string, style: TextStyle, max: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      let used = 0;
      for (let word of paragraph.split(/(?<= )/)) {
        let wordWidth = width(word, style);
        if (line && used + wordWidth > max) {
          lines.push(line.trimEnd());
          line = '';
          used = 0;
        }
        while (!line && wordWidth > max) {
          const head = longestFit(word, style, max);
          lines.push(head);
          word = word.slice(head.length);
          wordWidth = width(word, style);
        }
        line += word;
        used += wordWidth;
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** The longest start of the word that fits, found by halving; at least one character, so wrapping ends. */
  function longestFit(word: string, style: TextStyle, max: number): string {
    const ends = Array.from(graphemes.segment(word), ({ index, segment }) => index + segment.length);
    let fits = 1;
    let tooLong = ends.length;
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2);
      if (width(word.slice(0, ends[middle - 1]), style) <= max) fits = middle;
      else tooLong = middle;
    }
    return word.slice(0, ends[fits - 1]);
  }

  /** `text` on one line of at most `max` points: cut between characters and ended with "…" when too long. */
  function fitLine(text: string, style: TextStyle, max: number): string {
    const line = text.replace(/\s+/g, ' ');
    if (width(line, style) <= max) return line;
    return `${longestFit(line, style, max - width('…', style)).trimEnd()}…`;
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

  return { write, width, fitLine };
}

export type PdfText = ReturnType<typeof pdfText>;

/** At most `max` characters as she sees them (graphemes, so an emoji is never cut in half), ending "…" if cut. */
export function truncate(text: string, max: number): string {
  const ends = Array.from(graphemes.segment(text), ({ index, segment }) => index + segment.length);
  return ends.length > max ? `${text.slice(0, ends[max - 2] ?? 0)}…` : text;
}

/** Each character (grapheme) goes to the first file that has all of it; neighbours in one file make one run. */
function splitRuns(text: string, faces: readonly Face[]): Run[] {
  const found: Run[] = [];
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const codes = Array.from(segment, (char) => char.codePointAt(0)!);
    let face = faces.find((candidate) => codes.every((code) => candidate.covers.has(code)));
    let shown = segment;
    if (!face) {
      face = faces[0]!;
      shown = /^\s+$/u.test(segment) ? ' ' : MISSING;
    }
    const last = found.at(-1);
    if (last?.face === face) last.text += shown;
    else found.push({ face, text: shown });
  }
  return found;
}
