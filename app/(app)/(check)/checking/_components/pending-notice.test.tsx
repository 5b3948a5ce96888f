/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PendingNotice } from './pending-notice';

const noOutbox = { pending: [], justSent: [], notes: [], dismissNote: () => {} };

function Notice() {
  const [resumed, setResumed] = useState(true);
  return <PendingNotice outbox={noOutbox} kept resumed={resumed} onStartAgain={() => setResumed(false)} />;
}

test('"Start again instead" leaves focus on a line saying the earlier check is cleared, not on <body>', async () => {
  render(<Notice />);
  await userEvent.click(screen.getByRole('button', { name: 'Start again instead' }));
  expect(screen.queryByRole('button', { name: 'Start again instead' })).not.toBeInTheDocument();
  expect(screen.getByText(/The check you started earlier has been cleared/)).toHaveFocus();
});
