/** @jest-environment jsdom */
import { sendThroughAction } from '@/components/offline/offline-action';
import { ANSWERED_AT_FIELD } from '@/lib/forms/check-in';
import { loadFormDraft } from '@/lib/offline/form-draft';
import { saveMood } from '../actions';
import { sendQueuedCheckIn } from './send-check-in';

jest.mock('@/components/offline/offline-action', () => ({ sendThroughAction: jest.fn() }));
jest.mock('../actions', () => ({ saveMood: jest.fn(), saveWeek: jest.fn() }));

test('a queued check-in goes through its own form’s action with the moment she pressed Save', async () => {
  jest.mocked(sendThroughAction).mockResolvedValue({ outcome: 'sent' });
  const entry = { recordId: 'r1', form: 'mood', input: { level: '4' }, queuedAt: '2026-11-05T20:00:00.000Z' };

  await expect(sendQueuedCheckIn(entry)).resolves.toEqual({ outcome: 'sent' });

  expect(sendThroughAction).toHaveBeenCalledWith(
    saveMood,
    { ...entry, input: { level: '4', [ANSWERED_AT_FIELD]: '2026-11-05T20:00:00.000Z' } },
    expect.any(Function),
  );
});

test('an entry from a form this page does not know is refused with a reason, and kept', async () => {
  const entry = { recordId: 'r2', form: 'unknown', input: {}, queuedAt: '2026-11-05T20:00:00.000Z' };
  await expect(sendQueuedCheckIn(entry)).resolves.toEqual({
    outcome: 'refused',
    message: 'This entry could not be sent from this page.',
  });
});

test('a queued check-in the server answered with an earlier try of it leaves a note, and the stored answer for the page', async () => {
  const stored = { savedId: 'r3', savedEarlier: 'yes', savedDay: '2026-11-05', 'phq4-result-answers': '1,1,0,0' };
  jest.mocked(sendThroughAction).mockImplementation(async (_action, _entry, noteOnSaved) => {
    const note = noteOnSaved?.({ status: 'saved', message: '', errors: {}, values: stored, version: 1 });
    return note ? { outcome: 'sent', note } : { outcome: 'sent' };
  });
  const entry = { recordId: 'r3', form: 'mood', input: { level: '7' }, queuedAt: '2026-11-05T20:00:00.000Z' };

  const result = await sendQueuedCheckIn(entry);

  expect(result).toEqual({
    outcome: 'sent',
    note: {
      recordId: 'r3',
      message: expect.stringMatching(
        /^Your mood check-in for .*5 November 2026, sent from this device, was saved as you first sent it; what you changed after that is not in it\.$/,
      ),
      link: { href: '/mood/r3', text: 'Edit it to change it' },
    },
    stored,
  });
  // The note, kept on the device, holds nothing she recorded.
  expect(JSON.stringify('note' in result ? result.note : null)).not.toMatch(/1,1,0,0|level/);
});

test('a queued week the server answered with an earlier try of it says so, with no link to one entry', async () => {
  jest.mocked(sendThroughAction).mockImplementation(async (_action, _entry, noteOnSaved) => {
    const note = noteOnSaved?.({
      status: 'saved',
      message: '',
      errors: {},
      values: { savedEarlier: 'yes' },
      version: 1,
    });
    return note ? { outcome: 'sent', note } : { outcome: 'sent' };
  });
  const entry = { recordId: 'r4', form: 'week', input: {}, queuedAt: '2026-11-05T20:00:00.000Z' };
  await expect(sendQueuedCheckIn(entry)).resolves.toMatchObject({
    note: {
      message:
        'Your week, sent from this device, was saved as you first sent it; what you changed after that is not in it. To change an entry, edit it from its history page.',
    },
  });
});

test('what a queued check-in sent that the stored entry does not hold is not kept on the device', async () => {
  const stored = { savedId: 'r4', savedEarlier: 'yes', savedDay: '2026-11-05' };
  jest.mocked(sendThroughAction).mockImplementation(async (_action, _entry, noteOnSaved) => {
    const note = noteOnSaved?.({ status: 'saved', message: '', errors: {}, values: stored, version: 1 });
    return note ? { outcome: 'sent', note } : { outcome: 'sent' };
  });
  const entry = {
    recordId: 'r4',
    form: 'mood',
    owner: 'her',
    input: { level: '7', 'phq4-1': '3', owner: 'her' },
    queuedAt: '2026-11-05T20:00:00.000Z',
  };
  window.localStorage.clear();
  // A draft kept there would come back on the new-entry form days later under the stored entry's id.
  await sendQueuedCheckIn(entry);
  expect(loadFormDraft(window.localStorage, 'her', 'mood')).toBeNull();
});
