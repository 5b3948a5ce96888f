import { execFileSync } from 'node:child_process';

/**
 * Text of each page of each PDF as pdf-parse (Mozilla's PDF.js) reads it. PDF.js loads its worker with a
 * dynamic import, which Jest's module sandbox refuses, so it runs in one plain Node process for all the PDFs.
 */
export function readPdfPages(...pdfs: Uint8Array[]): string[][] {
  const script = `
    import { PDFParse } from 'pdf-parse';
    import { readFileSync } from 'node:fs';
    const pdfs = JSON.parse(readFileSync(0, 'utf8'));
    const texts = [];
    for (const pdf of pdfs) {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.from(pdf, 'base64')) });
      texts.push((await parser.getText()).pages.map((page) => page.text));
      await parser.destroy();
    }
    process.stdout.write(JSON.stringify(texts));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(pdfs.map((pdf) => Buffer.from(pdf).toString('base64'))),
    cwd: process.cwd(),
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.toString('utf8')) as string[][];
}
