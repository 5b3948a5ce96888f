/**
 * Where to send the user after signing in. Only a same-origin relative path is accepted: anything that a
 * browser could resolve to another origin (`//evil`, `/\evil`, `https://evil`, `javascript:`) falls back.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers treat a backslash like a slash and ignore tabs and newlines inside URLs.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const resolved = new URL(value, 'https://same.origin.invalid');
    if (resolved.origin !== 'https://same.origin.invalid') return fallback;
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // Dot segments (`/.//x`, `/%2e//x`, `/a/..//x`) can normalise into a protocol-relative `//x`, so the
    // result is checked again: it is what the browser will be sent to.
    return path.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The home-page address a signed-out visitor is sent to, keeping where she was going. */
export function signInRedirectPath(pathWithQuery: string): string {
  return `/?next=${encodeURIComponent(safeNextPath(pathWithQuery))}`;
}
