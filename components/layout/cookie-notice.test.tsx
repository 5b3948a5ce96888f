/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieNotice } from './cookie-notice';

const space = () => document.documentElement.style.getPropertyValue('--cookie-notice-space');

beforeEach(() => {
  // A phone's notice: jsdom lays nothing out, so its height is given.
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
});
afterEach(() => jest.restoreAllMocks());

test('while open, the notice reserves its room at the foot of the screen, and gives it back once she chooses', async () => {
  render(<CookieNotice />);
  expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeInTheDocument();
  // The page's bottom scroll padding and the check's step bar use it (globals.css, StepPlayer).
  expect(space()).toBe('150px');

  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
  expect(space()).toBe('');
});
