/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ActivityList } from './activity-list';

jest.mock('@/lib/data/admin', () => ({ ADMIN_ACTIVITY_SHOWN: 2 }));

const item = (id: string) => ({
  id,
  actor: 'admin@example.com',
  action: 'voidCode',
  target: 'code-1',
  at: '2026-11-25T09:00:00Z',
});

test('a full list says it is the latest actions, not all of them', () => {
  render(<ActivityList items={[item('a'), item('b')]} />);
  expect(screen.getByTestId('activity-latest')).toHaveTextContent('The latest 2 actions, newest first.');
});

test('a shorter list is every action there has been, and says nothing more', () => {
  render(<ActivityList items={[item('a')]} />);
  expect(screen.queryByTestId('activity-latest')).toBeNull();
  expect(screen.getByRole('listitem')).toHaveTextContent('admin@example.com · voidCode code-1');
});
