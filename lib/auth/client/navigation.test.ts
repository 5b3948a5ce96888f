/** @jest-environment jsdom */
import { currentNext, withNext } from './navigation';
import { clearPendingSignUp, readPendingSignUp, savePendingSignUp } from './pending-sign-up';

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

describe('currentNext', () => {
  it('reads a same-origin next from the address', () => {
    visit('/signin?next=%2Fdiary%3Fmonth%3D3');
    expect(currentNext()).toBe('/diary?month=3');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %p and falls back',
    (next) => {
      visit(`/signin?next=${encodeURIComponent(next)}`);
      expect(currentNext()).toBe('/');
      expect(currentNext('/account')).toBe('/account');
    },
  );

  it('falls back without a next', () => {
    visit('/signin');
    expect(currentNext('/account')).toBe('/account');
  });
});

describe('withNext', () => {
  it('carries the destination, encoded', () => {
    expect(withNext('/signin', '/settings')).toBe('/signin?next=%2Fsettings');
  });

  it('adds nothing for the home page or an unsafe destination', () => {
    expect(withNext('/signin', '/')).toBe('/signin');
    expect(withNext('/signin', '//evil.example')).toBe('/signin');
  });
});

describe('pending sign-up (no personal data in URLs)', () => {
  afterEach(() => clearPendingSignUp());

  it('keeps the email and destination in this tab only', () => {
    savePendingSignUp({ email: 'jo@example.com', next: '/settings' });
    expect(readPendingSignUp()).toEqual({ email: 'jo@example.com', next: '/settings' });
    expect(window.localStorage.length).toBe(0);
  });

  it('never keeps an unsafe destination', () => {
    savePendingSignUp({ email: 'jo@example.com', next: 'https://evil.example' });
    expect(readPendingSignUp()?.next).toBe('/');
  });

  it('is gone once cleared, and tolerates junk', () => {
    clearPendingSignUp();
    expect(readPendingSignUp()).toBeNull();
    window.sessionStorage.setItem('venus.pendingSignUp', '{not json');
    expect(readPendingSignUp()).toBeNull();
  });
});
