import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The committed files must be what scripts/codegen.mjs makes from today's schema and operations: an
 * operation or enum edited without `node scripts/codegen.mjs` would otherwise type-check against stale
 * shapes. The generator is an ES module (as the codegen packages are), so it runs in a child process.
 */
test('graphql/generated/types.ts and enums.ts are up to date with the schema and operations', async () => {
  const root = path.join(__dirname, '..', '..');
  const check = promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'codegen.mjs'), '--check'], { cwd: root });
  await expect(check).resolves.toBeDefined();
}, 30_000);
