/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SignUpNameFields } from './sign-up-name-fields';

test('the phone hint says what the number is for: her account only, never text messages', () => {
  render(<SignUpNameFields field={(name) => ({ id: `signup-${name}`, name })} />);
  const phone = screen.getByRole('textbox', { name: 'Mobile phone (optional)' });
  expect(phone).toHaveAccessibleDescription(
    'Kept on your account only: we do not send text messages. For example 07700 900123.',
  );
  expect(phone).not.toHaveAccessibleDescription(/reminder/i);
});
