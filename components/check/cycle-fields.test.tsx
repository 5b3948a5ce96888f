/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { CycleContext } from '@/lib/diary/cycle';
import { CycleFields } from './cycle-fields';

function Fields({ check }: { check: 'today' | 'saved' }) {
  const [cycle, setCycle] = useState<CycleContext>({ kind: 'not-given' });
  return <CycleFields cycle={cycle} day="2025-11-09" check={check} onChange={setCycle} />;
}

test('for a check done today, the cycle day is today’s', () => {
  render(<Fields check="today" />);
  fireEvent.change(screen.getByLabelText('First day of your last period'), { target: { value: '2025-11-01' } });
  expect(screen.getByText('Today is day 9 of your cycle.')).toBeInTheDocument();
});

test('for a saved check, the wording is of that day, and a period start after it gives no cycle day', () => {
  render(<Fields check="saved" />);
  const start = screen.getByLabelText('First day of your last period before the check');
  expect(start).toHaveAttribute('max', '2025-11-09');
  fireEvent.change(start, { target: { value: '2025-11-01' } });
  expect(screen.getByText('That makes the check day 9 of your cycle.')).toBeInTheDocument();
  fireEvent.change(start, { target: { value: '2025-11-10' } });
  expect(screen.queryByText(/of your cycle/)).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Or, if you didn’t have periods' })).toHaveValue('');
});
