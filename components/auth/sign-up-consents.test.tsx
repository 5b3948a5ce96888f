/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { closedDraw, openDraw } from '@/components/prize-draw/test-fixtures';
import { SignUpConsents } from './sign-up-consents';

const field = (name: 'termsConsent' | 'healthConsent') => ({ id: `signup-${name}`, name });

test('the health consent says truly what withdrawing does: her records are kept, unused, not deleted', () => {
  render(<SignUpConsents field={field} prizeDraw={openDraw()} />);
  const consent = screen.getByRole('checkbox', { name: /using the health information I record/ });
  expect(consent).toHaveAccessibleDescription(/what you recorded is kept, unused, until you delete it/);
  expect(consent).not.toHaveAccessibleDescription(/delete your health information/);
});

test('while the draw is open, joining is said to enter her in it; once it has closed, nothing promises that', () => {
  const { unmount } = render(<SignUpConsents field={field} prizeDraw={openDraw()} />);
  expect(screen.getByText(/Joining free enters your email address in our festive hamper draw/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enter the draw without an account' })).toHaveAttribute(
    'href',
    '/prize-draw',
  );
  unmount();

  render(<SignUpConsents field={field} prizeDraw={closedDraw()} />);
  expect(screen.queryByText(/prize draw|hamper/i)).toBeNull();
  expect(screen.queryByRole('link', { name: /Enter the draw/ })).toBeNull();
  expect(screen.getAllByRole('checkbox')).toHaveLength(2); // the terms and the health consent, nothing about a draw
});
