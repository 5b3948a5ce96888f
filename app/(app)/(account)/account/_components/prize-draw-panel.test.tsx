/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PrizeDrawPanel } from './prize-draw-panel';

jest.mock('../actions', () => ({ choosePrizeDrawAction: jest.fn() }));

const CLOSED = 'The prize draw closed at 23:59 UK time on 14 December 2025, so it no longer takes entries.';
const entry = { email: 'amira@example.com', createdAt: '2025-11-20T10:00:00.000Z' };

test('while the draw is open, a member not entered is offered a way in', () => {
  render(<PrizeDrawPanel entry={null} />);
  expect(screen.getByTestId('prize-draw-entry')).toHaveTextContent('You are not entered in the draw.');
  expect(screen.getByRole('button', { name: 'Enter the draw' })).toBeInTheDocument();
});

test('once the draw has closed, a member not entered is told so, with no way in', () => {
  render(<PrizeDrawPanel entry={null} closedMessage={CLOSED} />);
  expect(screen.getByTestId('prize-draw-entry')).toHaveTextContent(`You are not entered in the draw. ${CLOSED}`);
  expect(screen.queryByRole('button')).toBeNull();
});

test('once the draw has closed, a member already entered still sees her entry and can delete it', () => {
  render(<PrizeDrawPanel entry={entry} closedMessage={CLOSED} />);
  expect(screen.getByTestId('prize-draw-entry')).toHaveTextContent(
    'You are entered, since 20 November 2025, with amira@example.com.',
  );
  expect(screen.getByTestId('prize-draw-entry')).not.toHaveTextContent('no longer takes entries');
  // Not "withdraw": the winner may already have been drawn from a list that holds her entry (terms rule 3).
  expect(screen.getByRole('button', { name: 'Delete my entry' })).toBeInTheDocument();
});

test('while the draw is open, a member entered can withdraw her entry', () => {
  render(<PrizeDrawPanel entry={entry} />);
  expect(screen.getByRole('button', { name: 'Withdraw my entry' })).toBeInTheDocument();
});
