/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newCheckInState, type CheckInField } from '@/lib/forms/check-in';
import { formInput, type FormAction } from '@/lib/forms/form-state';
import { phq4ResultValues, unsavedPhq4Values } from '@/lib/forms/phq4-result';
import { formDraftKey, saveFormDraft } from '@/lib/offline/form-draft';
import { checkInOutboxKey, pendingEntries, queueEntry } from '@/lib/offline/outbox';
import { PHQ4_ITEMS } from '@/lib/validation/phq4';
import { CheckInForm } from './check-in-form';
import { sendQueuedCheckIn } from './send-check-in';

// The outbox's sender calls the server actions; nothing is queued here.
jest.mock('./send-check-in', () => ({ sendQueuedCheckIn: jest.fn() }));
const sendQueued = jest.mocked(sendQueuedCheckIn);

const TODAY = '2026-11-20';
const UID = 'user-1';
const ALL_THREES = { 'phq4-1': '3', 'phq4-2': '3', 'phq4-3': '3', 'phq4-4': '3' };

function renderMoodForm() {
  const action = jest.fn<ReturnType<FormAction<CheckInField>>, Parameters<FormAction<CheckInField>>>(
    async (previous) => ({ ...previous, status: 'saved', message: 'Saved', errors: {}, version: previous.version + 1 }),
  );
  render(<CheckInForm uid={UID} kind="mood" action={action} initial={newCheckInState(TODAY)} />);
  return { action, user: userEvent.setup() };
}

const phq4Item = (index: number) => screen.getByRole('group', { name: `${index + 1}. ${PHQ4_ITEMS[index]}` });
const saveButton = () => screen.getByRole('button', { name: /^Save mood/ });

jest.setTimeout(20_000); // many clicks on a shared two-core machine

beforeEach(() => {
  window.localStorage.clear();
  sendQueued.mockReset();
});

test('one PHQ-4 answer tapped by mistake can be cleared, and the mood level saves without a PHQ-4', async () => {
  const { action, user } = renderMoodForm();
  await user.click(screen.getByRole('radio', { name: /^4/ }));
  await user.click(within(phq4Item(0)).getByLabelText('Several days'));

  await user.click(saveButton());
  expect(action).not.toHaveBeenCalled();
  expect(screen.getAllByText('Answer this question too, or leave all four blank').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: 'Clear my answers to these four questions' }));
  for (const index of [0, 1, 2, 3])
    for (const radio of within(phq4Item(index)).getAllByRole('radio')) expect(radio).not.toBeChecked();
  expect(screen.getByRole('radio', { name: /^4/ })).toBeChecked();
  expect(screen.getByText(/Your answers to the four questions are cleared/)).toBeInTheDocument();

  await user.click(saveButton());
  expect(action).toHaveBeenCalledTimes(1);
  const sent = action.mock.calls[0]![1];
  expect(sent.get('level')).toBe('4');
  expect(sent.get('owner')).toBe(UID); // the account the page was rendered for
  expect(['phq4-1', 'phq4-2', 'phq4-3', 'phq4-4'].map((name) => sent.get(name))).toEqual([null, null, null, null]);
});

test('the clear button is reached by keyboard, and what this device keeps of the entry loses the answers too', async () => {
  const { user } = renderMoodForm();
  await user.click(within(phq4Item(2)).getByLabelText('Nearly every day'));
  const kept = () => JSON.parse(window.localStorage.getItem(formDraftKey(UID, 'mood')) ?? '{}').values ?? {};
  expect(kept()['phq4-3']).toBe('3');

  const clear = screen.getByRole('button', { name: 'Clear my answers to these four questions' });
  clear.focus();
  await user.keyboard('{Enter}');
  expect(within(phq4Item(2)).getByLabelText('Nearly every day')).not.toBeChecked();
  expect(kept()['phq4-3']).toBeUndefined();
});

test('a page drawn before midnight takes the new day as today when she saves after it, not as the future', async () => {
  // 23:50 in London on 20 November (GMT): the server drew the page with 20 November as today.
  jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-11-20T23:50:00Z') });
  try {
    const { action, user } = renderMoodForm();
    jest.setSystemTime(new Date('2026-11-21T00:10:00Z'));
    await user.click(screen.getByRole('radio', { name: /^4/ }));
    const day = within(screen.getByRole('group', { name: 'Which day is this about?' })).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '21');
    await user.click(saveButton());

    expect(screen.queryByText('The date cannot be in the future')).not.toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![1].get('checked-day')).toBe('21');
  } finally {
    jest.useRealTimers();
  }
});

// 2 + 1 + 1 + 0: anxiety 3 (at the cut-off), low mood 1, total 4.
const ANSWERS = ['More than half the days', 'Several days', 'Several days', 'Not at all'];

test('a PHQ-4 saved offline shows its score and next steps at once, marked not yet sent', async () => {
  const { action, user } = renderMoodForm();
  action.mockRejectedValue(new TypeError('Failed to fetch'));
  await user.click(screen.getByRole('radio', { name: /^5/ }));
  for (const [index, answer] of ANSWERS.entries()) await user.click(within(phq4Item(index)).getByLabelText(answer));
  await user.click(saveButton());

  expect(await screen.findByText(/kept on this device and not yet sent/, { selector: 'p' })).toBeInTheDocument();
  expect(pendingEntries(window.localStorage, checkInOutboxKey(UID))).toHaveLength(1);
  const result = screen.getByRole('region', { name: 'Your PHQ-4 score: 4 out of 12 (not yet sent)' });
  expect(result).toHaveTextContent('in the mild range');
  expect(result).toHaveTextContent('What you can do next');
  expect(result).toHaveTextContent('116 123');
});

test('a PHQ-4 kept offline shows its score and next steps when the outbox sends it', async () => {
  queueEntry(window.localStorage, checkInOutboxKey(UID), {
    recordId: 'queued-mood',
    form: 'mood',
    owner: UID,
    input: {
      level: '5',
      'phq4-1': '2',
      'phq4-2': '1',
      'phq4-3': '1',
      'phq4-4': '0',
      'checked-day': '18',
      'checked-month': '11',
      'checked-year': '2026',
    },
    queuedAt: '2026-11-18T20:00:00.000Z',
  });
  sendQueued.mockResolvedValue({ outcome: 'sent' });
  render(<CheckInForm uid={UID} kind="stress" action={jest.fn()} initial={newCheckInState(TODAY)} />);

  const result = await screen.findByRole('region', { name: 'Your PHQ-4 score: 4 out of 12 (now sent)' });
  expect(sendQueued).toHaveBeenCalledTimes(1);
  expect(
    screen.getByText(/Your mood check-in for 18 November 2026, saved while you were offline, has now been sent/),
  ).toBeInTheDocument();
  expect(result).toHaveTextContent('What you can do next');
  expect(result).toHaveTextContent('NHS 111');
});

test('after a save with a PHQ-4, focus lands on the confirmation and her score, not on <body>', async () => {
  const action = jest.fn<ReturnType<FormAction<CheckInField>>, Parameters<FormAction<CheckInField>>>(
    async (previous, form) => ({
      status: 'saved',
      message: 'Your mood check-in has been saved.',
      errors: {},
      // The server's answer carries her PHQ-4 answers and total, as the save action's does.
      values: { ...formInput(form), ...phq4ResultValues({ answers: [1, 1, 1, 1], total: 4 }) },
      version: previous.version + 1,
    }),
  );
  render(<CheckInForm uid={UID} kind="mood" action={action} initial={newCheckInState(TODAY)} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: /^4/ }));
  for (const index of [0, 1, 2, 3]) await user.click(within(phq4Item(index)).getByLabelText('Several days'));
  await user.click(saveButton());

  await waitFor(() => expect(screen.getByTestId('check-in-status')).toHaveTextContent('saved'));
  const focused = document.activeElement;
  expect(focused).not.toBe(document.body);
  expect(focused).toContainElement(screen.getByTestId('check-in-status'));
  expect(focused).toHaveTextContent(/Your PHQ-4 score: 4 out of 12/);
});

test('"Start again instead" goes with its notice: a line saying the kept entry is cleared takes focus', async () => {
  saveFormDraft(window.localStorage, UID, 'mood', { level: '6' }, new Date());
  const { user } = renderMoodForm();
  await user.click(await screen.findByRole('button', { name: 'Start again instead' }));
  expect(screen.queryByRole('button', { name: 'Start again instead' })).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /^6/ })).not.toBeChecked();
  expect(screen.getByTestId('draft-cleared')).toHaveFocus();
  expect(screen.getByTestId('draft-cleared')).toHaveTextContent('The entry you started earlier has been cleared');
});

/** A mood entry kept in the outbox with PHQ-4 answers of 3 to all four (12 out of 12). */
function queueMoodWithAllThrees() {
  queueEntry(window.localStorage, checkInOutboxKey(UID), {
    recordId: 'queued-mood',
    form: 'mood',
    owner: UID,
    input: { level: '5', ...ALL_THREES },
    queuedAt: '2026-11-18T20:00:00.000Z',
  });
}

test('a PHQ-4 sent from the outbox after an earlier try of it was saved shows the stored result and hers, marked not saved', async () => {
  queueMoodWithAllThrees();
  sendQueued.mockResolvedValue({
    outcome: 'sent',
    note: {
      recordId: 'queued-mood',
      message: 'Your mood check-in, sent from this device, was saved as you first sent it.',
      link: { href: '/mood/queued-mood', text: 'Edit it to change it' },
    },
    // The server kept the first try: 1, 1, 0, 0, not the 3s she sent later (the action's answer carries both).
    stored: { ...phq4ResultValues({ answers: [1, 1, 0, 0], total: 2 }), ...unsavedPhq4Values(ALL_THREES) },
  });
  render(<CheckInForm uid={UID} kind="stress" action={jest.fn()} initial={newCheckInState(TODAY)} />);

  const result = await screen.findByRole('region', { name: 'Your PHQ-4 score: 2 out of 12 (as saved)' });
  expect(result).toHaveTextContent('116 123');
  expect(
    screen.getByText(/was saved as you first sent it; .* This is the PHQ-4 result it holds\./),
  ).toBeInTheDocument();
  // Her answers' next steps are for her, saved or not.
  const hers = screen.getByRole('region', { name: 'Your PHQ-4 score: 12 out of 12 (not saved)' });
  expect(hers).toHaveTextContent('in the severe range (9 to 12)');
  expect(within(hers).getByRole('heading', { name: 'What you can do next' })).toBeInTheDocument();
  expect(hers).toHaveTextContent('116 123');
  expect(screen.getByText(/Your latest PHQ-4 answers are not saved in it/)).toBeInTheDocument();
  expect(screen.getByTestId('sent-note')).toHaveTextContent('was saved as you first sent it');
  expect(screen.getByRole('link', { name: 'Edit it to change it' })).toHaveAttribute('href', '/mood/queued-mood');
});

test('after a retry that got back an earlier try’s entry, the form links to that entry to change it', async () => {
  const action = jest.fn<ReturnType<FormAction<CheckInField>>, Parameters<FormAction<CheckInField>>>(
    async (previous) => ({
      status: 'saved',
      message: 'Your check-in was saved as you first sent it; what you changed after that is not in it.',
      errors: {},
      values: { savedId: 'first-try', savedEarlier: 'yes', savedDay: TODAY },
      version: previous.version + 1,
    }),
  );
  render(<CheckInForm uid={UID} kind="stress" action={action} initial={newCheckInState(TODAY)} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: /^7/ }));
  await user.click(screen.getByRole('button', { name: /^Save stress/ }));
  expect(await screen.findByRole('link', { name: 'Edit this check-in' })).toHaveAttribute('href', '/stress/first-try');
});

test('a queued PHQ-4 whose earlier try was saved without one shows her result, marked not saved', async () => {
  queueMoodWithAllThrees();
  sendQueued.mockResolvedValue({
    outcome: 'sent',
    note: { recordId: 'queued-mood', message: 'Your mood check-in was saved as you first sent it.' },
    stored: { savedEarlier: 'yes', savedId: 'queued-mood', ...unsavedPhq4Values(ALL_THREES) },
  });
  render(<CheckInForm uid={UID} kind="mood" action={jest.fn()} initial={newCheckInState(TODAY)} />);

  const hers = await screen.findByRole('region', { name: 'Your PHQ-4 score: 12 out of 12 (not saved)' });
  expect(hers).toHaveTextContent('in the severe range (9 to 12)');
  expect(screen.queryByRole('region', { name: /as saved/ })).not.toBeInTheDocument();
});

/**
 * The mood action's answer to a retry that met its first try, as actions.ts gives it: a fresh form, the stored
 * result, and the PHQ-4 she sent.
 */
function retryMetFirstTry(stored: { answers: number[]; total: number } | null) {
  return jest.fn<ReturnType<FormAction<CheckInField>>, Parameters<FormAction<CheckInField>>>(
    async (previous, form) => ({
      status: 'saved',
      message: 'Your check-in was saved as you first sent it; what you changed after that is not in it.',
      errors: {},
      values: {
        ...newCheckInState(TODAY).values,
        ...(stored ? phq4ResultValues(stored) : {}),
        ...unsavedPhq4Values(formInput(form)),
        savedId: formInput(form).recordId!,
        savedEarlier: 'yes',
        savedDay: TODAY,
      },
      version: previous.version + 1,
    }),
  );
}

async function saveMoodWithPhq4(user: ReturnType<typeof userEvent.setup>, answer: string) {
  await user.click(screen.getByRole('radio', { name: /^4/ }));
  for (const index of [0, 1, 2, 3]) await user.click(within(phq4Item(index)).getByLabelText(answer));
  await user.click(saveButton());
}

test('a retry whose first try kept other PHQ-4 answers shows both results, hers marked not saved, and keeps nothing', async () => {
  const action = retryMetFirstTry({ answers: [1, 1, 1, 1], total: 4 });
  render(<CheckInForm uid={UID} kind="mood" action={action} initial={newCheckInState(TODAY)} />);
  const user = userEvent.setup();
  await saveMoodWithPhq4(user, 'Nearly every day');

  const saved = await screen.findByRole('region', { name: 'Your PHQ-4 score: 4 out of 12 (as saved)' });
  expect(saved).toHaveTextContent('in the mild range (3 to 5)');
  const hers = screen.getByRole('region', { name: 'Your PHQ-4 score: 12 out of 12 (not saved)' });
  expect(hers).toHaveTextContent('in the severe range (9 to 12)');
  expect(hers).toHaveTextContent('116 123');
  expect(screen.getByText(/Your latest PHQ-4 answers are not saved in it/)).toBeInTheDocument();

  // The form starts afresh for a new entry, and nothing of hers stays on the device: a draft kept under the stored
  // entry's id would come back on this page days later, and saving it would only meet that entry again.
  for (const index of [0, 1, 2, 3])
    expect(within(phq4Item(index)).getByLabelText('Nearly every day')).not.toBeChecked();
  expect(window.localStorage.getItem(formDraftKey(UID, 'mood'))).toBeNull();
});

test('a retry with PHQ-4 answers whose first try had none shows her result, marked not saved', async () => {
  render(<CheckInForm uid={UID} kind="mood" action={retryMetFirstTry(null)} initial={newCheckInState(TODAY)} />);
  await saveMoodWithPhq4(userEvent.setup(), 'Nearly every day');
  expect(await screen.findByRole('region', { name: 'Your PHQ-4 score: 12 out of 12 (not saved)' })).toHaveTextContent(
    'in the severe range (9 to 12)',
  );
  expect(screen.queryByRole('region', { name: /as saved/ })).not.toBeInTheDocument();
});

test('a retry whose first try holds the same PHQ-4 shows it once', async () => {
  render(
    <CheckInForm
      uid={UID}
      kind="mood"
      action={retryMetFirstTry({ answers: [3, 3, 3, 3], total: 12 })}
      initial={newCheckInState(TODAY)}
    />,
  );
  await saveMoodWithPhq4(userEvent.setup(), 'Nearly every day');
  expect(await screen.findByRole('region', { name: 'Your PHQ-4 score: 12 out of 12 (as saved)' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /not saved/ })).not.toBeInTheDocument();
});
