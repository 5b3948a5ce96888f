import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The check's and the diary's rules are pure TypeScript: the browser, the server actions and tests share them.
const FORBIDDEN = /from\s+['"](react|react-dom|next|@apollo\/client)(\/[^'"]*)?['"]/;

test.each(['check', 'diary'])('lib/%s imports no React, Next or Apollo module and has no .tsx files', (folder) => {
  const dir = join(__dirname, '..', folder);
  const files = readdirSync(dir).filter((name) => /\.tsx?$/.test(name));
  expect(files.length).toBeGreaterThan(5);
  expect(
    files.filter((name) => name.endsWith('.tsx') || FORBIDDEN.test(readFileSync(join(dir, name), 'utf8'))),
  ).toEqual([]);
});
