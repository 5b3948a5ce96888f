/** @jest-environment jsdom */
import { CHOICE_MADE_ATTRIBUTE, consentBootScript, consentCookie, parseConsent } from './cookie-consent';

describe('cookie choice', () => {
  it('reads the visitor’s choice from a cookie header', () => {
    expect(parseConsent('a=1; __Host-cookie_consent=rejected; b=2')).toBe('rejected');
    expect(parseConsent('__Host-cookie_consent=accepted')).toBe('accepted');
    expect(parseConsent('__Host-cookie_consent=maybe')).toBeNull();
    expect(parseConsent('cookie_consent=accepted')).toBeNull();
    expect(parseConsent('')).toBeNull();
  });

  it('keeps the choice for 365 days in a Secure, host-only cookie', () => {
    const cookie = consentCookie('accepted');
    expect(cookie).toContain('__Host-cookie_consent=accepted');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=/i);
  });
});

describe('consent boot script', () => {
  beforeEach(() => document.documentElement.removeAttribute(CHOICE_MADE_ATTRIBUTE));

  it('leaves the notice showing on a first visit', () => {
    jest.spyOn(document, 'cookie', 'get').mockReturnValue('THEME=dark');
    new Function(consentBootScript)();
    expect(document.documentElement.hasAttribute(CHOICE_MADE_ATTRIBUTE)).toBe(false);
  });

  it.each(['accepted', 'rejected'])('hides it before paint once she has %s', (choice) => {
    jest.spyOn(document, 'cookie', 'get').mockReturnValue(`x=1; __Host-cookie_consent=${choice}`);
    new Function(consentBootScript)();
    expect(document.documentElement.hasAttribute(CHOICE_MADE_ATTRIBUTE)).toBe(true);
  });
});
