/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrizeDraw } from '@/lib/data/admin';
import { runPrizeDrawAction } from '../actions';
import { RunDrawForm } from './run-draw-form';

jest.mock('../actions', () => ({ runPrizeDrawAction: jest.fn() }));

const action = jest.mocked(runPrizeDrawAction);

// Drawn on 1 December, left unsettled, run again on 5 January: the winner's entry went 30 days after the draw.
const rerun: PrizeDraw = {
  id: 'december-2026',
  entriesCount: 40,
  entriesHash: 'abc',
  winnerEntryId: 'entry-1',
  winnerIndex: 3,
  winnerName: 'Ann Winner',
  winnerEmail: null,
  winnerToldInAccount: false,
  drawnAt: '2026-12-01T10:00:00.000Z',
  drawnBy: 'admin-1',
  attempt: 2,
  entriesSettled: true,
};

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

test('a draw run again weeks later says its winner’s email went with the entries, not at her request', async () => {
  action.mockImplementation(async (previous) => ({
    status: 'saved',
    message: 'Draw december-2026 is done.',
    errors: {},
    values: { drawn: JSON.stringify(rerun), answeredAt: '2027-01-05T10:00:00.000Z' },
    version: previous.version + 1,
  }));
  render(<RunDrawForm entrants={40} />);
  await userEvent.type(screen.getByLabelText('Name of this draw'), 'december-2026');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Draw the winner' }));

  const record = await screen.findByTestId('draw-december-2026');
  expect(record).toHaveTextContent('email deleted 30 days after the draw, as the privacy notice says');
  expect(record).not.toHaveTextContent('at the winner’s request');
  expect(screen.getByTestId('draw-december-2026-contact')).toHaveTextContent(
    'Rule 8 of the terms had the winner emailed by 8 December 2026.',
  );
});
