import { createHash } from 'node:crypto';
import { siteBootScript } from '@/lib/site/boot-script';
import { scriptHashSource, signedInPagePolicy } from './signed-in-policy';

test('hashes a script as the browser does (the CSP spec example)', async () => {
  expect(await scriptHashSource("alert('Hello, world.');")).toBe(
    "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
  );
});

test("a signed-in page's policy lets the boot script run by its hash", async () => {
  const hash = createHash('sha256').update(siteBootScript, 'utf8').digest('base64');
  expect(await signedInPagePolicy({ dev: false, connectSources: [] })).toContain(`'sha256-${hash}'`);
});
