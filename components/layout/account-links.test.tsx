/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AccountLinks } from './account-links';

describe('AccountLinks', () => {
  it('shows the unread notices count beside Account only when a number is given', () => {
    const { rerender } = render(<AccountLinks hint="signedIn" unreadNoticesCount={3} />);
    expect(screen.getByRole('link', { name: 'Account 3 unread notices' })).toHaveAttribute('href', '/account');
    rerender(<AccountLinks hint="signedIn" />);
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    rerender(<AccountLinks hint="signedIn" unreadNoticesCount={0} />);
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
  });

  it('offers Sign in and Join free when signed out, and hides them while the hint is unread', () => {
    const { rerender } = render(<AccountLinks hint="signedOut" />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    rerender(<AccountLinks hint="unknown" />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull(); // aria-hidden while unknown
    rerender(<AccountLinks hint="admin" />);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});
