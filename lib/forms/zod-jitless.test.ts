/**
 * instrumentation-client.ts sets Zod's `jitless` on `globalThis.__zod_globalConfig` before any page loads Zod,
 * rather than importing Zod on every page: this checks that Zod, loaded afterwards, adopts the setting.
 */
test('Zod loaded after instrumentation-client runs is jitless', async () => {
  jest.resetModules();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  await import('@/instrumentation-client');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});

test('instrumentation-client.ts does not import Zod, which would put it on every public page', async () => {
  const { readFileSync } = await import('node:fs');
  expect(readFileSync('instrumentation-client.ts', 'utf8')).not.toMatch(
    /from ['"]zod|import\(['"]zod|require\(['"]zod/,
  );
});
