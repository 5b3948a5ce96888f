import { DataError } from '@/lib/data/errors';
import { initialFormState } from '@/lib/forms/form-state';
import type { FreeEntryField } from '@/lib/forms/prize-draw-entry';
import { PRIZE_DRAW_CLOSED_MESSAGE } from '@/lib/prize-draw/closing';

/** The free-entry form's answers, with the data call replaced: what a visitor reads when the API refuses. */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
const enterPrizeDrawWithoutAccount = jest.fn(async (_entry: { name: string; email: string }) => undefined);
jest.mock('@/lib/data/free-entry', () => ({
  enterPrizeDrawWithoutAccount: (entry: { name: string; email: string }) => enterPrizeDrawWithoutAccount(entry),
}));

// Imported after the mocks so the action picks them up.
const { enterPrizeDrawFreeAction } = require('./actions') as typeof import('./actions');

function entry(): FormData {
  const data = new FormData();
  data.set('name', 'Ada Entrant');
  data.set('email', 'ada@example.com');
  data.set('confirm', 'yes');
  return data;
}

test('once the draw has closed the form says so, and keeps what she typed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  enterPrizeDrawWithoutAccount.mockRejectedValueOnce(new DataError('closed', 'EnterPrizeDrawFree', 'Closed'));
  const state = await enterPrizeDrawFreeAction(initialFormState<FreeEntryField>(), entry());
  expect(state).toMatchObject({
    status: 'failed',
    message: PRIZE_DRAW_CLOSED_MESSAGE,
    values: { name: 'Ada Entrant', email: 'ada@example.com', confirm: 'yes' },
  });
});
