import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The committed types must be what scripts/codegen.mjs makes from today's schema and operations: an
 * operation edited without `node scripts/codegen.mjs` would otherwise type-check against stale shapes.
 * The generator is an ES module (as the codegen packages are), so it runs in a child process.
 */
test('graphql/generated/types.ts is up to date with the schema and operations', async () => {
  const root = path.join(__dirname, '..', '..');
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'codegen.mjs'), '--stdout'], {
    cwd: root,
    maxBuffer: 8 * 1024 * 1024,
  });
  const committed = readFileSync(path.join(__dirname, 'types.ts'), 'utf8');
  expect(committed).toBe(stdout);
}, 30_000);
