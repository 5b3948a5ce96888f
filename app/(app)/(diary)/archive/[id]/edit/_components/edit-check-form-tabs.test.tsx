/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckEdit } from '@/lib/check/edit';
import { editCheckDraftForm, editCheckFields } from '@/lib/forms/edit-check';
import { formDraftKey, loadFormDraft, saveFormDraft } from '@/lib/offline/form-draft';
import { EditCheckForm } from './edit-check-form';

/** Two tabs on one check: each keeps her changes under the same name on the device, so each must hear of the other. */
jest.mock('../actions', () => ({ saveCheckEdit: jest.fn() }));
jest.setTimeout(20_000); // clicking is slow on a shared two-core machine

const HER = 'her';
const DAY = '2026-03-02';
const R0 = '2026-03-02T09:00:00.000Z';
const check: CheckEdit = {
  id: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f',
  revision: R0,
  cycle: { kind: 'not-given' },
  findings: [],
};
const form = editCheckDraftForm(check.id);
const key = formDraftKey(HER, form);

beforeEach(() => window.localStorage.clear());

const open = () => render(<EditCheckForm uid={HER} initial={check} day={DAY} dateLabel="2 March 2026" />);
const noPeriods = () => screen.getByLabelText('Or, if you didn’t have periods');
const kept = () => loadFormDraft(window.localStorage, HER, form);

/** What another tab on this check does to the device's storage, and the event the browser gives this tab. */
function otherTabKeeps(edit: CheckEdit) {
  saveFormDraft(window.localStorage, HER, form, editCheckFields(edit, DAY), new Date(), {
    base: editCheckFields(check, DAY),
    tab: 'the-other-tab',
  });
}
const told = () =>
  act(() => {
    const newValue = window.localStorage.getItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
  });

test('changes kept by another tab are offered to a tab opening the check, not taken over', async () => {
  otherTabKeeps({ ...check, cycle: { kind: 'no-periods', reason: 'PREGNANCY' } });
  open();
  const offer = await screen.findByTestId('changes-offered');
  expect(offer).toHaveTextContent('You have changes to this check from another tab or window');
  expect(offer.closest('[role="status"]')).not.toBeNull();
  expect(noPeriods()).toHaveValue('');

  await act(() => userEvent.click(within(offer).getByRole('button', { name: 'Use my changes' })));
  expect(noPeriods()).toHaveValue('PREGNANCY');
});

test('when another tab changes what is kept, she is told and chooses which changes to keep', async () => {
  open();
  // Nothing of hers on this page yet, so nothing to lose: she is not interrupted.
  otherTabKeeps({ ...check, cycle: { kind: 'no-periods', reason: 'OTHER' } });
  await told();
  expect(screen.queryByTestId('changes-other-tab')).toBeNull();
  await act(() => userEvent.selectOptions(noPeriods(), 'I have been through the menopause'));
  expect(kept()?.noPeriods).toBe('MENOPAUSE');

  otherTabKeeps({ ...check, cycle: { kind: 'no-periods', reason: 'PREGNANCY' } });
  await told();
  const notice = screen.getByTestId('changes-other-tab');
  expect(notice).toHaveTextContent('You have also changed this check in another tab or window');
  expect(notice.closest('[role="status"]')).not.toBeNull();
  // Nothing on this page changes until she chooses.
  expect(noPeriods()).toHaveValue('MENOPAUSE');

  await act(() => userEvent.click(within(notice).getByRole('button', { name: 'Keep the changes on this page' })));
  expect(kept()?.noPeriods).toBe('MENOPAUSE');
  expect(screen.queryByTestId('changes-other-tab')).toBeNull();

  otherTabKeeps({ ...check, cycle: { kind: 'no-periods', reason: 'CONTRACEPTION' } });
  await told();
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Use the changes from the other tab' })));
  expect(noPeriods()).toHaveValue('CONTRACEPTION');
  expect(kept()?.noPeriods).toBe('CONTRACEPTION');

  // Told again of the very changes this page now shows: nothing to choose between.
  await told();
  expect(screen.queryByTestId('changes-other-tab')).toBeNull();
});

test('a tab whose kept changes were saved or discarded in another tab says they are no longer kept', async () => {
  open();
  await act(() => userEvent.selectOptions(noPeriods(), 'I have been through the menopause'));
  window.localStorage.removeItem(key);
  await told();
  expect(screen.getByTestId('changes-cleared-elsewhere')).toHaveTextContent('saved or discarded in another tab');
  expect(noPeriods()).toHaveValue('MENOPAUSE');
});
