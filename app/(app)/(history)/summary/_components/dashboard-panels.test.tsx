/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextActionPanel } from './dashboard-panels';

test('a first check is offered with how long it takes, in the words every page uses', () => {
  render(<NextActionPanel action="first-check" />);
  expect(screen.getByText(/guided check takes/)).toHaveTextContent('A guided check takes a few minutes.');
  expect(screen.getByRole('link', { name: 'Do your first self-check' })).toHaveAttribute('href', '/checking');
});
