import type { FormState } from '@/lib/forms/form-state';
import type { OutboxEntry } from '@/lib/offline/outbox';

let answer: FormState;
jest.mock('../actions', () => ({ saveCheck: async () => answer }));

const { sendQueued } = require('./send-check') as typeof import('./send-check');

const ID = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';
const queued: OutboxEntry = {
  recordId: ID,
  owner: 'her',
  input: { recordId: ID, checked: '2026-11-24T10:00:00.000Z', 'carried-x': 'NOT_CHECKED' },
  queuedAt: '2026-11-24T10:00:05.000Z',
};
const saved = (values: Record<string, string>): FormState => ({
  status: 'saved',
  message: 'Your check has been saved.',
  errors: {},
  values,
  version: 1,
});

test('a queued check the server saved with earlier findings not checked leaves her a note linking to it', async () => {
  answer = saved({ savedId: ID, notAsked: '2' });
  const result = await sendQueued(queued);
  expect(result).toEqual({
    outcome: 'sent',
    note: {
      recordId: ID,
      message: expect.stringMatching(
        /^Your check from 24 November 2026 has now been saved\. 2 changes you noted before weren’t asked about/,
      ),
      link: { href: `/archive/${ID}`, text: 'Open your check from 24 November 2026 to see which' },
    },
  });
  // Nothing she recorded goes into the note, which is kept on the device.
  expect(JSON.stringify(result)).not.toContain('NOT_CHECKED');
});

test('a queued check saved with every earlier finding asked about leaves no note', async () => {
  answer = saved({ savedId: ID });
  expect(await sendQueued(queued)).toEqual({ outcome: 'sent' });
});

test('a queued check whose answer about an earlier finding could not be matched says so in its note', async () => {
  answer = saved({ savedId: ID, unmatched: '1' });
  const result = await sendQueued(queued);
  expect(result).toMatchObject({
    outcome: 'sent',
    note: {
      recordId: ID,
      message:
        'Your check from 24 November 2026 has now been saved. Your answer about 1 change you noted before could not be matched to your diary (it may have been deleted), so it is not in that check.',
    },
  });
});

test('a queued check the server answered with an earlier try of it says so, and links to editing that check', async () => {
  answer = {
    ...saved({ savedId: ID, savedEarlier: 'yes' }),
    message: 'Your check was saved as you first sent it; what you changed after that is not in it.',
  };
  expect(await sendQueued(queued)).toEqual({
    outcome: 'sent',
    note: {
      recordId: ID,
      message:
        'Your check from 24 November 2026 has now been saved. It was saved as you first sent it; what you changed after that is not in it.',
      link: { href: `/archive/${ID}/edit`, text: 'Edit your check from 24 November 2026' },
    },
  });
});
