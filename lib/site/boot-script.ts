import { consentBootScript } from '@/lib/consent/cookie-consent';
import { themeBootScript } from '@/lib/theme/theme';

/**
 * The one inline script of our own, in <head> of every page (app/site-document.tsx). Signed-in pages allow it by
 * the hash of this exact string (lib/security/signed-in-policy.ts), so both must use this constant.
 */
export const siteBootScript = `${themeBootScript};${consentBootScript}`;
