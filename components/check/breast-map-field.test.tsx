/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MapPosition } from '@/lib/check/breast-map';
import { BreastMapField } from './breast-map-field';

function Field({ initial = null, error }: { initial?: MapPosition | null; error?: string }) {
  const [value, setValue] = useState<MapPosition | null>(initial);
  return <BreastMapField side="LEFT" value={value} onChange={setValue} idPrefix="left-0" error={error} />;
}

test('arrow keys on the map move the mark round the clock and away from the nipple, read back in words', async () => {
  const user = userEvent.setup();
  render(<Field initial={{ area: 'breast', clock: 1, distanceCm: 2 }} />);
  const map = screen.getByRole('group', { name: 'Map of your left breast as you look down at it' });
  map.focus();
  await user.keyboard('{ArrowRight}{ArrowUp}');
  expect(screen.getByTestId('left-0-readout')).toHaveTextContent(
    "Marked: left breast, 2 o'clock, 3 cm from the nipple",
  );
  await user.keyboard('{Home}');
  expect(screen.getByTestId('left-0-readout')).toHaveTextContent('Marked: left breast, at the nipple');
});

test('the plain lists set the same position for screen-reader users', async () => {
  const user = userEvent.setup();
  render(<Field />);
  expect(screen.getByTestId('left-0-readout')).toHaveTextContent('Not marked yet');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Clock position' }),
    "10 o'clock (upper, towards the armpit)",
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Distance from the nipple' }), '4 cm');
  expect(screen.getByTestId('left-0-readout')).toHaveTextContent("left breast, 10 o'clock, 4 cm from the nipple");
  expect(screen.getByRole('radio', { name: 'A place on the breast' })).toBeChecked();
});

test('the armpit and the whole breast are choices of their own', async () => {
  const user = userEvent.setup();
  render(<Field />);
  await user.click(screen.getByRole('radio', { name: 'In the armpit' }));
  expect(screen.getByTestId('left-0-readout')).toHaveTextContent('Marked: left armpit');
  await user.click(screen.getByRole('radio', { name: 'The whole breast' }));
  expect(screen.getByTestId('left-0-readout')).toHaveTextContent('Marked: whole left breast');
});

test('an error is shown next to the map and linked to the group', () => {
  render(<Field error="Mark where it is on the map, or choose the armpit or the whole breast." />);
  const group = screen.getByRole('group', { name: 'Where is it in your left breast?' });
  expect(group).toHaveAccessibleDescription(expect.stringContaining('Mark where it is on the map'));
  expect(screen.getByRole('combobox', { name: 'Clock position' })).toHaveAttribute('aria-invalid', 'true');
});
