/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { OutboxEntry } from '@/lib/offline/outbox';
import type { SentNote } from '@/lib/offline/sent-notes';
import { OutboxNotice } from './outbox-notice';

const noun = { one: 'check', many: 'checks' };
const entry = { id: 'r1', input: {}, queuedAt: '2026-11-24T10:00:00.000Z' } as unknown as OutboxEntry;

test('an entry waiting on the connection is said to be sent when it returns', () => {
  render(<OutboxNotice pending={[entry]} justSent={[]} noun={noun} />);
  expect(screen.getByTestId('not-yet-sent')).toHaveTextContent(
    '1 check is saved on this device but not yet sent. They will be sent when your connection returns.',
  );
});

test('a refused entry says why, and does not promise it will go when the connection returns', () => {
  const refused = {
    ...entry,
    lastError: 'Someone else is now signed in on this device, so this was not saved or sent.',
  };
  render(<OutboxNotice pending={[refused]} justSent={[]} noun={noun} />);
  const notice = screen.getByTestId('not-yet-sent');
  expect(notice).toHaveTextContent('Last try: Someone else is now signed in on this device');
  expect(notice).not.toHaveTextContent('when your connection returns');
});

const ID = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';
const note: SentNote = {
  recordId: ID,
  message: 'Your check from 24 November 2026 has now been saved. 1 change you noted before wasn’t asked about.',
  link: { href: `/archive/${ID}`, text: 'Open your check from 24 November 2026 to see which' },
};

/** As a page holds it: the notes in its state, in <main>, which the layout makes focusable for the skip link. */
function Page() {
  const [notes, setNotes] = useState([note]);
  return (
    <main id="main" tabIndex={-1}>
      <OutboxNotice
        pending={[]}
        justSent={[ID]}
        noun={noun}
        notes={notes}
        onDismissNote={(id) => setNotes((all) => all.filter((n) => n.recordId !== id))}
      />
    </main>
  );
}

test('a sent check with earlier findings not checked says so, with a link to it, until she hides it', async () => {
  render(<Page />);
  expect(screen.getByTestId('sent-note')).toHaveTextContent(
    'Your check from 24 November 2026 has now been saved. 1 change you noted before wasn’t asked about.',
  );
  expect(screen.getByRole('link', { name: 'Open your check from 24 November 2026 to see which' })).toHaveAttribute(
    'href',
    `/archive/${ID}`,
  );
  // Not an alert: the page's status region announces it politely.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Hide this message' }));
  expect(screen.queryByTestId('sent-note')).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveFocus();
});
