/**
 * The visitor's cookie choice (ICO guidance / PECR reg. 6): nothing optional is set until she chooses, and the
 * choice lasts 365 days (spec section 9) in a Secure, host-only cookie.
 */
export const CONSENT_COOKIE = '__Host-cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const consentChoices = ['accepted', 'rejected'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

const OPEN_EVENT = 'cookie-notice:open';
const CHOICE_EVENT = 'cookie-notice:choice';

/**
 * The notice is part of the prerendered HTML, so a first visit sees it at first paint instead of after
 * hydration. For a visitor who already chose, this runs inline in <head> and hides it before first paint.
 */
export const CHOICE_MADE_ATTRIBUTE = 'data-cookie-choice-made';
export const consentBootScript = `(function(){if(/(^|;\\s*)${CONSENT_COOKIE}=(accepted|rejected)(;|$)/.test(document.cookie)){document.documentElement.setAttribute('${CHOICE_MADE_ATTRIBUTE}','')}})()`;

export function parseConsent(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'accepted' || value === 'rejected')) return value;
  }
  return null;
}

export function consentCookie(choice: ConsentChoice): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Lax`;
}

export function readConsent(): ConsentChoice | null {
  return parseConsent(document.cookie);
}

export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice);
  window.dispatchEvent(new Event(CHOICE_EVENT));
}

/** Told when she answers the notice (the prize-draw popup waits for that, so the two never stack up). */
export function onConsentChoice(listener: () => void): () => void {
  window.addEventListener(CHOICE_EVENT, listener);
  return () => window.removeEventListener(CHOICE_EVENT, listener);
}

export function openCookieNotice(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onCookieNoticeOpen(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
