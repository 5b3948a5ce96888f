/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { AccountLinks } from './account-links';

let pathname = '/account';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('AccountLinks', () => {
  beforeEach(() => {
    pathname = '/account';
  });

  it('shows the unread notices count beside Account, as a link to the notices, once it arrives', async () => {
    await act(async () => {
      render(<AccountLinks hint="signedIn" unreadNoticesCount={Promise.resolve(3)} />);
    });
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    const count = await screen.findByRole('link', { name: 'Notices, 3 unread' });
    expect(count).toHaveAttribute('href', '/notices');
    expect(count).toHaveTextContent(/^3$/);
  });

  it('shows no count when there is none, or it could not be read', async () => {
    for (const value of [0, null]) {
      let unmount = () => {};
      await act(async () => {
        ({ unmount } = render(<AccountLinks hint="signedIn" unreadNoticesCount={Promise.resolve(value)} />));
      });
      expect(screen.queryByRole('link', { name: /unread/ })).toBeNull();
      unmount();
    }
  });

  it('drops the count once she has opened her notices, until a new count comes', async () => {
    const first = Promise.resolve(2);
    let rerender: ReturnType<typeof render>['rerender'] = () => {};
    await act(async () => {
      ({ rerender } = render(<AccountLinks hint="signedIn" unreadNoticesCount={first} />));
    });
    expect(await screen.findByRole('link', { name: 'Notices, 2 unread' })).toBeInTheDocument();
    pathname = '/notices';
    rerender(<AccountLinks hint="signedIn" unreadNoticesCount={first} />);
    expect(screen.queryByRole('link', { name: /unread/ })).toBeNull();
    pathname = '/account'; // moving on keeps the same layout, and the same spent count
    rerender(<AccountLinks hint="signedIn" unreadNoticesCount={first} />);
    expect(screen.queryByRole('link', { name: /unread/ })).toBeNull();
    await act(async () => {
      rerender(<AccountLinks hint="signedIn" unreadNoticesCount={Promise.resolve(1)} />);
    });
    expect(await screen.findByRole('link', { name: 'Notices, 1 unread' })).toBeInTheDocument();
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
