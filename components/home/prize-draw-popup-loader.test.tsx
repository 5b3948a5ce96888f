/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { closedDraw, openDraw } from '@/components/prize-draw/test-fixtures';
import { PrizeDrawPopupLoader } from './prize-draw-popup-loader';

// A signed-out visitor: the only one the popup is for.
jest.mock('@/lib/auth/use-is-signed-in', () => ({ useIsSignedIn: () => false }));

test('while the draw is open, the popup inviting a signed-out visitor to enter is loaded', async () => {
  render(<PrizeDrawPopupLoader draw={openDraw()} />);
  const popup = await screen.findByTestId('prize-draw');
  expect(popup).toHaveTextContent('Win a festive hamper');
});

test('once the draw has closed, no popup is loaded, so none can open', async () => {
  render(<PrizeDrawPopupLoader draw={closedDraw()} />);
  await act(async () => {}); // give a lazy popup the chance it would have had to load
  expect(screen.queryByTestId('prize-draw')).toBeNull();
});
