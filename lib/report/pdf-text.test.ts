import PDFDocument from 'pdfkit';
import { pdfText, truncate } from './pdf-text';
import { packagedFonts } from './report-pdf';

describe('pdfText', () => {
  it('cuts a word longer than the line (a pasted link) into lines that fit, keeping every character', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, font: null as unknown as string });
    const text = pdfText(doc, packagedFonts());
    const drawn: { text: string; right: number; y: number }[] = [];
    const draw = doc.text.bind(doc);
    jest.spyOn(doc, 'text').mockImplementation(((words: string, x: number, y: number, options: object) => {
      drawn.push({ text: words, right: x + doc.widthOfString(words), y });
      return draw(words, x, y, options);
    }) as typeof doc.text);
    const link = `https://example.com/${'abc'.repeat(160)}`;
    text.write(link, { size: 10, color: '#000000' }, { x: 48, width: 300 });
    expect(drawn.map((run) => run.text).join('')).toBe(link);
    expect(new Set(drawn.map((run) => run.y)).size).toBeGreaterThan(5);
    for (const run of drawn) expect(run.right).toBeLessThanOrEqual(48 + 300 + 0.01);
    doc.end();
  });

  it('fits a line too long for its width into it, ending "…"', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, font: null as unknown as string });
    const text = pdfText(doc, packagedFonts());
    const style = { size: 8, color: '#000000' };
    const name = `${'Wwwwwwwwww '.repeat(9)}W ${'Mmmmmmmmmmmmm'.repeat(8)}`;
    const fitted = text.fitLine(name, style, 200);
    expect(fitted).toMatch(/^Wwwwwwwwww Ww.*…$/);
    expect(text.width(fitted, style)).toBeLessThanOrEqual(200);
    expect(text.fitLine('Amira Khan', style, 200)).toBe('Amira Khan');
    doc.end();
  });
});

describe('truncate', () => {
  it('cuts between characters as she sees them, never inside an emoji', () => {
    expect(truncate('😟'.repeat(500), 200)).toBe(`${'😟'.repeat(199)}…`);
    expect(truncate('👩🏽‍⚕️ ok', 2)).toBe('👩🏽‍⚕️…');
    expect(truncate('short', 200)).toBe('short');
  });
});
