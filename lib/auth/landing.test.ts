import { landingAfter, welcomeKind, welcomePath } from './landing';

describe('landing after confirming an email or resetting a password', () => {
  it('goes to the account welcome when she was going nowhere in particular', () => {
    expect(landingAfter('joined', '/')).toBe('/account?welcome=joined');
    expect(landingAfter('joined', null)).toBe('/account?welcome=joined');
    expect(landingAfter('password', undefined)).toBe('/account?welcome=password');
  });

  it('keeps a destination she was on her way to, and never one off the site', () => {
    expect(landingAfter('joined', '/settings')).toBe('/settings');
    expect(landingAfter('password', '//evil.example')).toBe('/account?welcome=password');
  });

  it('reads only the known markers back', () => {
    expect(welcomeKind('joined')).toBe('joined');
    expect(welcomeKind('password')).toBe('password');
    expect(welcomeKind('1')).toBeNull();
    expect(welcomeKind(['joined'])).toBeNull();
    expect(welcomeKind(undefined)).toBeNull();
    expect(welcomePath('joined')).toBe('/account?welcome=joined');
  });
});
