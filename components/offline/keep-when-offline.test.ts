/** @jest-environment jsdom */
import { initialFormState, type FormState } from '@/lib/forms/form-state';
import { KEPT_OFFLINE_MESSAGE, keepWhenOffline, NOT_KEPT_OFFLINE_MESSAGE } from './keep-when-offline';

const form = () => {
  const data = new FormData();
  data.set('recordId', 'r1');
  data.set('level', '6');
  return data;
};
const next = () => ({ recordId: 'r2', 'checked-day': '23' });
const unreachable = async (): Promise<FormState> => {
  throw new TypeError('Failed to fetch');
};

test('a save that cannot reach the server is kept, with its record id, and the form is ready for the next', async () => {
  const kept: Record<string, string>[] = [];
  const action = keepWhenOffline(unreachable, (input) => kept.push(input) > 0, next);
  const answer = await action(initialFormState(), form());
  expect(kept).toEqual([{ recordId: 'r1', level: '6' }]);
  expect(answer).toMatchObject({ status: 'saved', message: KEPT_OFFLINE_MESSAGE, values: next(), version: 1 });
});

test('when the device cannot keep it either, she is told and what she entered stays in the form', async () => {
  const action = keepWhenOffline(unreachable, () => false, next);
  const answer = await action(initialFormState(), form());
  expect(answer).toMatchObject({ status: 'failed', message: NOT_KEPT_OFFLINE_MESSAGE, values: { recordId: 'r1' } });
});

test('answers from the server pass through; other errors are not taken for being offline', async () => {
  const keep = jest.fn(() => true);
  const saved: FormState = { ...initialFormState(), status: 'saved', message: 'Saved', version: 1 };
  expect(await keepWhenOffline(async () => saved, keep, next)(initialFormState(), form())).toBe(saved);
  const broken = keepWhenOffline(
    async () => {
      throw new Error('bug');
    },
    keep,
    next,
  );
  await expect(broken(initialFormState(), form())).rejects.toThrow('bug');
  expect(keep).not.toHaveBeenCalled();
});
