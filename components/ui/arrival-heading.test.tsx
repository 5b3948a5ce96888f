/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ArrivalHeading } from './arrival-heading';

test('a heading that arrives after the page has loaded takes focus', () => {
  render(<ArrivalHeading level={2}>Your family</ArrivalHeading>);
  expect(screen.getByRole('heading', { level: 2, name: 'Your family' })).toHaveFocus();
});

test('on a page load (hydrating the server’s HTML) it leaves focus where the page starts', async () => {
  const tree = <ArrivalHeading level={1}>Your breast cancer risk</ArrivalHeading>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, tree);
  });
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  expect(document.activeElement).toBe(document.body);
});
