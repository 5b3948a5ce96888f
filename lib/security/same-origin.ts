/**
 * Whether a request's Origin is this site's, as configured (SITE_URL). Never compared with Host or
 * X-Forwarded-Host: both come from the request, so a forged pair (Origin and X-Forwarded-Host both
 * evil.example) would agree with itself. A missing or opaque ("null") Origin is not trusted: browsers send
 * Origin on every form POST and fetch, so only hand-made requests lack it.
 */
export function isSiteOrigin(origin: string | null | undefined, siteUrl: string): boolean {
  if (!origin || !URL.canParse(origin) || !URL.canParse(siteUrl)) return false;
  return new URL(origin).origin === new URL(siteUrl).origin;
}
