/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { PrizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';
import { closedDraw, drawClosingIn } from './test-fixtures';
import { usePrizeDrawOpen } from './use-prize-draw-open';

function Invitation({ draw }: { draw: PrizeDrawCloseForBrowser }) {
  return <p>{usePrizeDrawOpen(draw) ? 'Enter the draw' : draw.closedMessage}</p>;
}

afterEach(() => jest.useRealTimers());

test('a page left open across the close stops inviting entries at the close', () => {
  jest.useFakeTimers();
  render(<Invitation draw={drawClosingIn(60_000)} />);
  expect(screen.getByText('Enter the draw')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(59_000));
  expect(screen.getByText('Enter the draw')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.queryByText('Enter the draw')).toBeNull();
  expect(screen.getByText(/The prize draw closed at/)).toBeInTheDocument();
});

test('a page built while the draw was open hydrates without a mismatch, then says it has closed', async () => {
  const draw = closedDraw(); // built with openWhenRendered: true, opened after the close
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Invitation draw={draw} />);
  expect(container).toHaveTextContent('Enter the draw');
  document.body.append(container);
  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Invitation draw={draw} />, { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container).toHaveTextContent(draw.closedMessage);
});
