import type { CookieReader } from '@/lib/auth/session-cookies';

/** This page's cookies as `readStoredTokens` reads them: where Amplify (with `ssr: true`) keeps her tokens. */
export const documentCookies: CookieReader = {
  get(name: string) {
    const prefix = `${name}=`;
    const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
    return pair ? { value: pair.slice(prefix.length) } : undefined;
  },
};
