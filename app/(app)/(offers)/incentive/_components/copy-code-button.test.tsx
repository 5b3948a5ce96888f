/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyCodeButton } from './copy-code-button';

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(navigator, { clipboard: { writeText: jest.fn(async () => undefined) } });
});
afterEach(() => jest.useRealTimers());

/** What a screen reader hears from a live region: each change of its text, in order. */
function announcementsOf(region: HTMLElement): string[] {
  const heard: string[] = [];
  new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text) heard.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return heard;
}

async function press() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
  });
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
}

test('every press of "Copy code" is announced, the second as well as the first', async () => {
  render(<CopyCodeButton code="SPA-1234" />);
  const heard = announcementsOf(screen.getByRole('status'));
  await press();
  await press();
  expect(heard).toEqual(['Code SPA-1234 copied.', 'Code SPA-1234 copied.']);
  expect(screen.getByRole('status')).toHaveTextContent('Code SPA-1234 copied.');
});
