import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The scheduled job in backend/ and the pages both run these rules, so they import only node built-ins, zod
// and each other: no React, Next, site config or data layer.
// The generated enum arrays are plain data from the schema, safe for the backend too.
const ALLOWED = /^(node:[a-z]+|zod|\.\/[a-z-]+|@\/graphql\/generated\/enums)$/;

describe('lib/reminders boundaries', () => {
  it('imports nothing but node built-ins, zod and its own modules', () => {
    const sources = readdirSync(__dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(8);
    const imports = sources.flatMap((name) =>
      [...readFileSync(join(__dirname, name), 'utf8').matchAll(/from '([^']+)'|import '([^']+)'/g)].map(
        (match) => `${name}: ${match[1] ?? match[2]}`,
      ),
    );
    expect(imports.filter((line) => !ALLOWED.test(line.split(': ')[1]!))).toEqual([]);
  });
});
