/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { OutboxEntry } from '@/lib/offline/outbox';
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
