/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { closedDraw, openDraw } from '@/components/prize-draw/test-fixtures';
import { FreeEntryForm } from './free-entry-form';

jest.mock('../actions', () => ({ enterPrizeDrawFreeAction: jest.fn() }));

test('while the draw is open, anyone can enter it with her name and email address', () => {
  render(<FreeEntryForm draw={openDraw()} />);
  expect(screen.getByRole('textbox', { name: 'Your name' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enter the draw' })).toBeInTheDocument();
});

test('once the draw has closed, the form gives way to saying when it closed', () => {
  const draw = closedDraw();
  render(<FreeEntryForm draw={draw} />);
  expect(screen.getByText(draw.closedMessage)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});
