import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// lib/risk must stay pure TypeScript so it runs in the browser, on the server and in the API resolvers alike.
const FORBIDDEN = /from\s+['"](react|react-dom|next|@apollo\/client)(\/[^'"]*)?['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('lib/risk boundaries', () => {
  it('imports no React, Next or Apollo module', () => {
    const files = sourceFiles(__dirname);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('has no .tsx files', () => {
    expect(sourceFiles(__dirname).filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
