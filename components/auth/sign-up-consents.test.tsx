/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SignUpConsents } from './sign-up-consents';

test('the health consent says truly what withdrawing does: her records are kept, unused, not deleted', () => {
  render(<SignUpConsents field={(name) => ({ id: `signup-${name}`, name })} />);
  const consent = screen.getByRole('checkbox', { name: /using the health information I record/ });
  expect(consent).toHaveAccessibleDescription(/what you recorded is kept, unused, until you delete it/);
  expect(consent).not.toHaveAccessibleDescription(/delete your health information/);
});
