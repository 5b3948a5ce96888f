/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckEdit } from '@/lib/check/edit';
import { editCheckDraftForm } from '@/lib/forms/edit-check';
import { formInput, type FormState } from '@/lib/forms/form-state';
import { REVISION_FIELD } from '@/lib/forms/record';
import { formDraftKey } from '@/lib/offline/form-draft';
import { saveCheckEdit } from '../actions';
import { EditCheckForm } from './edit-check-form';

jest.mock('../actions', () => ({ saveCheckEdit: jest.fn() }));
jest.setTimeout(20_000); // clicking is slow on a shared two-core machine

const save = jest.mocked(saveCheckEdit);
const R0 = '2026-03-02T09:00:00.000Z';
const R1 = '2026-03-05T10:00:00.000Z';
const HER = 'her';
const ID = '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
const LEFT_LUMP = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  side: 'LEFT' as const,
  kind: 'LUMP' as const,
  severity: 2,
  position: { area: 'armpit' as const },
  sizeMm: null,
  feel: null,
  status: 'NEW' as const,
  note: '',
};
/** The check as the page reads it from the server: no cycle given, one lump. */
const check = (revision: string): CheckEdit => ({
  id: ID,
  revision,
  cycle: { kind: 'not-given' },
  findings: [LEFT_LUMP],
});

beforeEach(() => {
  window.localStorage.clear();
  save.mockReset();
});

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
      uid={HER}
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

const conflictAnswer = (previous: FormState, form: FormData): FormState => ({
  ...failedAnswer(previous, form),
  message: 'This check was changed somewhere else after you opened it, so your changes were not saved.',
});

/** Opens the edit page on the check as the server has it; unmounting and opening again is a reload. */
const open = (initial: CheckEdit) =>
  render(<EditCheckForm uid={HER} initial={initial} day="2026-03-02" dateLabel="2 March 2026" />);
const noPeriods = () => screen.getByLabelText('Or, if you didn’t have periods');
const chooseMenopause = () => act(() => userEvent.selectOptions(noPeriods(), 'I have been through the menopause'));
const submit = () => act(() => userEvent.click(screen.getByRole('button', { name: 'Save my changes' })));
const kept = () => window.localStorage.getItem(formDraftKey(HER, editCheckDraftForm(ID)));

test('her unsaved changes come back after a reload, with a notice, and can be discarded', async () => {
  const first = open(check(R0));
  await chooseMenopause();
  first.unmount();

  open(check(R0));
  expect(await screen.findByTestId('changes-resumed')).toHaveTextContent('We kept the changes you made here earlier');
  expect(screen.getByTestId('changes-resumed').closest('[role="status"]')).not.toBeNull();
  expect(noPeriods()).toHaveValue('MENOPAUSE');

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Discard these changes' })));
  expect(noPeriods()).toHaveValue('');
  expect(kept()).toBeNull();
});

test('once her changes are saved they are no longer kept on the device', async () => {
  save.mockImplementationOnce(async (previous) => savedAnswer(previous));
  const first = open(check(R0));
  await chooseMenopause();
  expect(kept()).not.toBeNull();
  await submit();
  expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
  expect(kept()).toBeNull();
  first.unmount();

  open(check(R1));
  expect(noPeriods()).toHaveValue('');
  expect(screen.queryByTestId('changes-resumed')).toBeNull();
});

test('after a conflict, the reload shows the newer version and offers her changes without putting them over it', async () => {
  save.mockImplementationOnce(async (previous, form) => conflictAnswer(previous, form));
  save.mockImplementationOnce(async (previous) => savedAnswer(previous));
  const first = open(check(R0));
  expect(screen.getByRole('region', { name: /Change 1 in your left breast/ })).toBeInTheDocument();
  await chooseMenopause();
  await submit();
  expect((await screen.findAllByText(/changed somewhere else/)).length).toBeGreaterThan(0);
  first.unmount();

  // Saved elsewhere meanwhile: the lump was removed.
  open({ ...check(R1), findings: [] });
  const offer = await screen.findByTestId('changes-offered');
  expect(offer).toHaveTextContent('This check has been changed somewhere else since you made your changes');
  expect(offer.closest('[role="status"]')).not.toBeNull();
  // The newer version stays in the form until she chooses.
  expect(noPeriods()).toHaveValue('');
  expect(screen.queryByRole('region', { name: /Change 1 in your left breast/ })).toBeNull();

  await act(() => userEvent.click(within(offer).getByRole('button', { name: 'Use my changes' })));
  expect(noPeriods()).toHaveValue('MENOPAUSE');
  expect(screen.queryByTestId('changes-offered')).toBeNull();
  await submit();
  // Sent on top of the newer version, so it is not refused again.
  const sent = save.mock.calls[1]![1];
  expect(sent.get(REVISION_FIELD)).toBe(String(Date.parse(R1)));
  expect(sent.get('noPeriods')).toBe('MENOPAUSE');
});

test('after a conflict she can discard her kept changes and keep the newer version', async () => {
  const first = open(check(R0));
  await chooseMenopause();
  first.unmount();

  open({ ...check(R1), cycle: { kind: 'no-periods', reason: 'PREGNANCY' } });
  const offer = await screen.findByTestId('changes-offered');
  await act(() => userEvent.click(within(offer).getByRole('button', { name: 'Discard my changes' })));
  expect(noPeriods()).toHaveValue('PREGNANCY');
  expect(kept()).toBeNull();
});

test('her kept changes go onto the newer version answer by answer, and she is told which answers hers replaced', async () => {
  const first = open(check(R0));
  await chooseMenopause();
  first.unmount();

  // Saved elsewhere meanwhile: a note on the lump she did not touch, and a different answer about her cycle.
  open({
    ...check(R1),
    cycle: { kind: 'no-periods', reason: 'PREGNANCY' },
    findings: [{ ...LEFT_LUMP, note: 'smaller than last month' }],
  });
  const offer = await screen.findByTestId('changes-offered');
  await act(() => userEvent.click(within(offer).getByRole('button', { name: 'Use my changes' })));

  expect(noPeriods()).toHaveValue('MENOPAUSE');
  const lump = screen.getByRole('region', { name: /Change 1 in your left breast/ });
  expect(within(lump).getByLabelText(/Anything else you want to remember/)).toHaveValue('smaller than last month');
  const merged = screen.getByTestId('changes-merged');
  expect(merged.closest('[role="status"]')).not.toBeNull();
  expect(merged).toHaveFocus();
  expect(
    within(merged)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Your cycle at the time']);
});

test('what she has saved is not put back over a later change made elsewhere: only what she changed since is', async () => {
  save.mockImplementationOnce(async (previous) => savedAnswer(previous));
  save.mockImplementationOnce(async (previous, form) => conflictAnswer(previous, form));
  const first = open(check(R0));
  await chooseMenopause();
  await submit();
  expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
  const lump = () => screen.getByRole('region', { name: /Change 1 in your left breast/ });
  await act(() => userEvent.type(within(lump()).getByLabelText(/Anything else you want to remember/), 'sore'));
  await submit();
  expect((await screen.findAllByText(/changed somewhere else/)).length).toBeGreaterThan(0);
  first.unmount();

  // Changed elsewhere after her save: her answer about her cycle.
  open({ ...check('2026-03-06T10:00:00.000Z'), cycle: { kind: 'no-periods', reason: 'PREGNANCY' } });
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Use my changes' })));
  expect(noPeriods()).toHaveValue('PREGNANCY');
  expect(within(lump()).getByLabelText(/Anything else you want to remember/)).toHaveValue('sore');
  expect(within(screen.getByTestId('changes-merged')).queryAllByRole('listitem')).toEqual([]);
});

test('a save that finds the check deleted elsewhere says so, links to her checks, and keeps nothing more', async () => {
  save.mockImplementationOnce(async (previous, form) => ({
    ...failedAnswer(previous, form),
    message: 'This check was deleted somewhere else, so your changes could not be saved.',
    recordGone: true,
  }));
  open(check(R0));
  await chooseMenopause();
  expect(kept()).not.toBeNull();
  await submit();

  const summary = await screen.findByTestId('error-summary');
  expect(summary).toHaveTextContent('This check was deleted somewhere else, so your changes could not be saved.');
  expect(within(summary).getByRole('link', { name: 'Go back to your checks' })).toHaveAttribute('href', '/archive');
  expect(kept()).toBeNull();
  // No save can take a change made now, and no page would offer it again.
  await act(() => userEvent.selectOptions(noPeriods(), 'I am pregnant or breastfeeding'));
  expect(kept()).toBeNull();
});
