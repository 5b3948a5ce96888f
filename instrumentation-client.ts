import { config } from 'zod/v4/core';

// Zod tests whether it may compile its parsers with `new Function` the first time it parses an object. Signed-in
// pages forbid eval in their Content Security Policy (middleware.ts), so the test is refused and reported as a
// violation on every page with a form; `jitless` skips the test and uses the interpreted parser it falls back to.
config({ jitless: true });
