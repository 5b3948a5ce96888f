import { sendThroughAction } from '@/components/offline/offline-action';
import { ANSWERED_AT_FIELD } from '@/lib/forms/check-in';
import { saveMood } from '../actions';
import { sendQueuedCheckIn } from './send-check-in';

jest.mock('@/components/offline/offline-action', () => ({ sendThroughAction: jest.fn() }));
jest.mock('../actions', () => ({ saveMood: jest.fn() }));

test('a queued check-in goes through its own form’s action with the moment she pressed Save', async () => {
  jest.mocked(sendThroughAction).mockResolvedValue({ outcome: 'sent' });
  const entry = { recordId: 'r1', form: 'mood', input: { level: '4' }, queuedAt: '2026-11-05T20:00:00.000Z' };

  await expect(sendQueuedCheckIn(entry)).resolves.toEqual({ outcome: 'sent' });

  expect(sendThroughAction).toHaveBeenCalledWith(saveMood, {
    ...entry,
    input: { level: '4', [ANSWERED_AT_FIELD]: '2026-11-05T20:00:00.000Z' },
  });
});

test('an entry from a form this page does not know is refused with a reason, and kept', async () => {
  const entry = { recordId: 'r2', form: 'unknown', input: {}, queuedAt: '2026-11-05T20:00:00.000Z' };
  await expect(sendQueuedCheckIn(entry)).resolves.toEqual({
    outcome: 'refused',
    message: 'This entry could not be sent from this page.',
  });
});
