import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// lib/trends runs on the server, in the resolvers and in the seed alike: no React, Next or Apollo.
const FORBIDDEN = /from\s+['"](react|react-dom|next|@apollo\/client)(\/[^'"]*)?['"]/;

describe('lib/trends boundaries', () => {
  it('imports no React, Next or Apollo module and has no .tsx files', () => {
    const files = readdirSync(__dirname).filter((name) => /\.tsx?$/.test(name));
    expect(files.length).toBeGreaterThan(8);
    expect(files.filter((name) => name.endsWith('.tsx'))).toEqual([]);
    expect(files.filter((name) => FORBIDDEN.test(readFileSync(join(__dirname, name), 'utf8')))).toEqual([]);
  });
});
