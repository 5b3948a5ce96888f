/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formInput, type FormState } from '@/lib/forms/form-state';
import { REVISION_FIELD } from '@/lib/forms/record';
import { saveCheckEdit } from '../actions';
import { EditCheckForm } from './edit-check-form';

jest.mock('../actions', () => ({ saveCheckEdit: jest.fn() }));
jest.setTimeout(20_000); // clicking is slow on a shared two-core machine

const save = jest.mocked(saveCheckEdit);
const R0 = '2026-03-02T09:00:00.000Z';
const R1 = '2026-03-05T10:00:00.000Z';

/** The answers lib/actions' formAction gives: a save carries the new revision, a failure echoes what was sent. */
const savedAnswer = (previous: FormState): FormState => ({
  status: 'saved',
  message: 'Your changes have been saved.',
  errors: {},
  values: { [REVISION_FIELD]: String(Date.parse(R1)) },
  version: previous.version + 1,
});
const failedAnswer = (previous: FormState, form: FormData): FormState => ({
  status: 'failed',
  message: 'We couldn’t save your changes just now.',
  errors: {},
  values: formInput(form),
  version: previous.version + 1,
});

test('after a save, a failed save and a retry still send the revision of her own save, not the page’s', async () => {
  save.mockImplementationOnce(async (previous) => savedAnswer(previous));
  save.mockImplementationOnce(async (previous, form) => failedAnswer(previous, form));
  save.mockImplementationOnce(async (previous) => savedAnswer(previous));
  render(
    <EditCheckForm
      initial={{ id: crypto.randomUUID(), revision: R0, cycle: { kind: 'not-given' }, findings: [] }}
      day="2026-03-02"
      dateLabel="2 March 2026"
    />,
  );
  const submit = () => act(() => userEvent.click(screen.getByRole('button', { name: 'Save my changes' })));

  await submit();
  expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
  await submit();
  expect((await screen.findAllByText('We couldn’t save your changes just now.')).length).toBeGreaterThan(0);
  await submit();

  const sentRevisions = save.mock.calls.map(([, form]) => form.get(REVISION_FIELD));
  expect(sentRevisions).toEqual([String(Date.parse(R0)), String(Date.parse(R1)), String(Date.parse(R1))]);
});
