// Zod tests whether it may compile its parsers with `new Function` the first time it parses an object. Signed-in
// pages forbid eval in their Content Security Policy (middleware.ts), so the test is refused and reported as a
// violation on every page with a form; `jitless` skips the test and uses the interpreted parser it falls back to.
// Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts the object it finds there when it loads
// (zod/v4/core/core.js), so the setting is made without importing Zod: this file runs on every page, and public
// pages, which never parse a form, would otherwise carry Zod's core (about 5 KB compressed) for nothing.
const zodSettings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodSettings.jitless = true;

export {};
