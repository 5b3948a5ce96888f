/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { draftKey, newCheckDraft } from '@/lib/check/check-draft';
import type { CarriedItem } from '@/lib/diary/carry-over';
import type { FormState } from '@/lib/forms/form-state';
import { checkOutboxKey, pendingEntries, type OutboxEntry } from '@/lib/offline/outbox';
import type { SentNote } from '@/lib/offline/sent-notes';
import { sessionExpiringIn } from '@/lib/auth/client/testing/amplify-session';

/**
 * What the flow sends, instead of a server action: answered "saved" with the record id, as `refusal` says, or
 * as a request that could not reach the server while `offline`.
 */
const sent: Record<string, string>[] = [];
let savedValues: Record<string, string> = {};
let refusal: Record<string, string> | null = null;
let offline = false;
/** What the outbox sent (the input of each entry), in order. */
const queuedSent: Record<string, unknown>[] = [];
/** What the outbox's sends leave her to read (lib/offline/sent-notes), by record id. */
let queuedNotes: Record<string, SentNote> = {};
jest.mock('./send-check', () => ({
  sendCheck: async (previous: FormState, form: FormData) => {
    sent.push(Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])));
    if (offline)
      return { ...previous, status: 'failed', message: '', errors: {}, version: previous.version + 1, offline };
    if (refusal) {
      const errors = refusal;
      refusal = null;
      return { ...previous, status: 'invalid', message: '', errors, values: {}, version: previous.version + 1 };
    }
    // A fresh answer, as the server action's is: not still marked offline from the try before.
    const { offline: _before, ...answered } = previous as FormState & { offline?: boolean };
    return {
      ...answered,
      status: 'saved',
      message: '',
      errors: {},
      values: savedValues,
      version: previous.version + 1,
    };
  },
  sendQueued: async (entry: OutboxEntry) => {
    if (offline) return { outcome: 'offline' };
    queuedSent.push(entry.input);
    const note = queuedNotes[entry.recordId];
    return note ? { outcome: 'sent', note } : { outcome: 'sent' };
  },
}));

const { CheckFlow } = require('./check-flow') as typeof import('./check-flow');
const { CHECK_SESSION_ENDED_MESSAGE } = require('./use-check-send') as typeof import('./use-check-send');
const { NOT_KEPT_OFFLINE_MESSAGE } =
  require('@/components/offline/keep-when-offline') as typeof import('@/components/offline/keep-when-offline');

jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolId: 'pool' } } }) } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
const mockedFetchAuthSession = jest.mocked(fetchAuthSession);

const LUMP_ID = '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60';
const lump: CarriedItem = {
  id: LUMP_ID,
  side: 'LEFT',
  position: { area: 'breast', clock: 2, distanceCm: 3 },
  label: "2 Mar: lump, left breast, 2 o'clock, 3 cm from the nipple",
  firstNoted: '2025-03-02',
  latest: {
    id: LUMP_ID,
    side: 'LEFT',
    kind: 'LUMP',
    severity: 2,
    position: { area: 'breast', clock: 2, distanceCm: 3 },
    sizeMm: 10,
    feel: 'FIRM',
    status: 'NEW',
    note: null,
  },
};

const SWELLING_ID = '9c8b7a6f-59f4-4b3e-9e0f-1d2c3b4a5f60';
/** A complete new finding, as a check kept on this device holds it. */
const swelling = {
  id: SWELLING_ID,
  side: 'RIGHT',
  kind: 'SWELLING',
  severity: 2,
  position: { area: 'armpit' },
  sizeMm: null,
  feel: null,
  status: 'NEW',
  note: 'since Monday',
};

beforeEach(() => {
  window.localStorage.clear();
  sent.length = 0;
  queuedSent.length = 0;
  queuedNotes = {};
  savedValues = {};
  refusal = null;
  offline = false;
  mockedFetchAuthSession.mockReset().mockResolvedValue(sessionExpiringIn(50));
});

function openCheck() {
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[lump]} />);
  return screen.findByRole('heading', { name: 'Changes you noted before' });
}

test('she cannot start the check without saying what became of each earlier finding', async () => {
  const user = userEvent.setup();
  await openCheck();
  await user.click(screen.getByRole('button', { name: 'Start the check' }));

  const summary = screen.getByTestId('error-summary');
  expect(summary).toHaveFocus();
  const link = within(summary).getByRole('link', { name: /Say whether this is still there, has changed or has gone/ });
  const question = screen.getByRole('group', { name: /lump, left breast.*is it still there\?/ });
  expect(link).toHaveAttribute('href', `#${within(question).getAllByRole('radio')[0]!.id}`);
  expect(question).toHaveAccessibleDescription(/Say whether this is still there/);
  expect(screen.queryByText(/Step 1 of/)).not.toBeInTheDocument();

  await user.click(within(question).getByRole('radio', { name: 'Still there' }));
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  expect(await screen.findByText(/Step 1 of/)).toBeInTheDocument();
  expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
});

test('"Changed" opens what she recorded before, and what she changes is what is sent', async () => {
  const user = userEvent.setup();
  await openCheck();
  await user.click(screen.getByRole('radio', { name: 'Changed' }));

  const editor = screen.getByRole('region', { name: /How is the lump, left breast.* now\?/ });
  expect(within(editor).getByRole('spinbutton', { name: /Size in millimetres/ })).toHaveValue(10);
  expect(within(editor).getByRole('combobox', { name: 'How does it feel? (optional)' })).toHaveValue('FIRM');
  expect(within(editor).getByRole('radio', { name: '2: mild' })).toBeChecked();
  expect(within(editor).queryByRole('group', { name: 'What did you notice?' })).not.toBeInTheDocument();
  expect(within(editor).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

  const size = within(editor).getByRole('spinbutton', { name: /Size in millimetres/ });
  await user.clear(size);
  await user.type(size, '16');
  await user.click(within(editor).getByRole('radio', { name: '3: moderate' }));
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    [`carried-${LUMP_ID}`]: 'CHANGED',
    'c0-id': LUMP_ID,
    'c0-size': '16',
    'c0-severity': '3',
    'c0-feel': 'FIRM',
    owner: 'her', // the account the page was rendered for: refused if someone else has signed in since
  });
  // Still there, however it has changed: the same GP advice as for a new change, said again.
  const advice = screen.getByTestId('gp-advice');
  expect(
    within(advice).getByRole('heading', { name: 'See your GP about a change that is still there' }),
  ).toBeInTheDocument();
  expect(advice).toHaveTextContent(
    'A change you recorded before is still there (first noted 2 Mar). If you have not seen your GP about it yet, please make an appointment without delay',
  );
});

test('when the store kept an earlier try of this check, the screen says so and does not claim the rest was saved', async () => {
  const user = userEvent.setup();
  savedValues = { savedId: '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', savedEarlier: 'yes' };
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[]} />);
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Your check was saved as you first sent it' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Your check is saved' })).not.toBeInTheDocument();
  expect(screen.getByText(/What you changed after it is not saved/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit this check' })).toHaveAttribute(
    'href',
    '/archive/1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01/edit',
  );
});

test('a check resumed from before the earlier finding was listed goes back to it rather than saving without it', async () => {
  const user = userEvent.setup();
  const started = { ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date()), stage: 'question' };
  window.localStorage.setItem(draftKey('her'), JSON.stringify(started));
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[lump]} />);
  await user.click(await screen.findByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Changes you noted before' })).toBeInTheDocument();
  expect(screen.getByTestId('error-summary')).toHaveFocus();
  expect(sent).toHaveLength(0);
});

/** Earlier findings, each a lump in the right breast: more than one check can record. */
const manyLumps: CarriedItem[] = Array.from({ length: 21 }, (_, i) => {
  const id = `5b1b5a7e-59f4-4b3e-9e0f-${String(i).padStart(12, '0')}`;
  return { ...lump, id, side: 'RIGHT', label: `2 Mar: lump ${i + 1}`, latest: { ...lump.latest, id, side: 'RIGHT' } };
});

test('with more earlier findings than a check holds, she can still save by leaving some for next time', async () => {
  const user = userEvent.setup();
  // Answered on this device already (each answer re-renders all 21 questions: clicking them all takes seconds).
  const answered = {
    ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date()),
    stage: 'carried',
    carried: Object.fromEntries(manyLumps.map((item) => [item.id, 'STILL_THERE'])),
  };
  window.localStorage.setItem(draftKey('her'), JSON.stringify(answered));
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={manyLumps} />);
  // Text and label queries and fireEvent: with 21 questions on the page, role queries and userEvent are slow.
  const start = await screen.findByText('Start the check');
  fireEvent.click(start);

  const summary = screen.getByTestId('error-summary');
  expect(summary).toHaveFocus();
  const link = within(summary).getByRole('link', { name: /A check can record up to 20 changes/ });
  expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveTextContent(
    /answered about 21 from earlier checks\. For 1 of them, answer “I didn’t check this today”/,
  );

  fireEvent.click(screen.getAllByLabelText('I didn’t check this today')[20]!);
  fireEvent.click(start);
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ [`carried-${manyLumps[20]!.id}`]: 'NOT_CHECKED' });
});

test('refused by the server for more earlier findings than a check holds, she is taken back to them, then on to save', async () => {
  const user = userEvent.setup();
  await openCheck();
  await user.click(screen.getByRole('radio', { name: 'Still there' }));
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  refusal = { 'check-carried-count': 'A check can record up to 20 changes, and you have answered about 21.' };
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Changes you noted before' })).toBeInTheDocument();
  const summary = screen.getByTestId('error-summary');
  expect(summary).toHaveFocus();
  expect(within(summary).getByRole('link', { name: /A check can record up to 20 changes/ })).toHaveAttribute(
    'href',
    '#check-carried-count',
  );
  // Her answers are kept; she goes on to save, not back through the steps.
  const question = screen.getByRole('group', { name: /lump, left breast.*is it still there\?/ });
  expect(within(question).getByRole('radio', { name: 'Still there' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Go on to save your check' }));
  // A second send, wrapped in act as userEvent's click is not: React finishes the action inside it.
  const save = await screen.findByRole('button', { name: 'No, save my check' });
  await act(async () => fireEvent.click(save));
  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(sent).toHaveLength(2);
});

test('saved with an earlier finding this page did not ask about, the screen says it was recorded as not checked', async () => {
  const user = userEvent.setup();
  savedValues = { savedId: '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', notAsked: '1' };
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[]} />);
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(
    screen.getByText(
      '1 change you noted before wasn’t asked about on this page, so it is recorded as not checked this time; you’ll be asked about it at your next check.',
    ),
  ).toBeInTheDocument();
});

test('"I didn’t check this today" on an earlier change ends by saying so, with the GP advice, not "nothing different"', async () => {
  const user = userEvent.setup();
  savedValues = { savedId: '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01' };
  await openCheck();
  await user.click(screen.getByRole('radio', { name: 'I didn’t check this today' }));
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(screen.queryByText(/^Nothing different this time/)).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'You didn’t check 1 change you noted before (first noted 2 Mar): it stays in your diary as before, and you’ll be asked about it at your next check. If you have not seen your GP about it yet, please make an appointment without delay.',
    ),
  ).toBeInTheDocument();
});

test('saved with an answer about an earlier finding the server could not match, the screen says it is not in the check', async () => {
  savedValues = { savedId: '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', unmatched: '1' };
  const user = await openAtQuestion();
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your answer about 1 change you noted before could not be matched to your diary (it may have been deleted), so it is not in this check.',
    ),
  ).toBeInTheDocument();
});

const lumpQuestion = /lump, left breast, 2 o'clock.*is it still there\?/;

test('"Start another check" asks again about the earlier findings the check just saved left open', async () => {
  const user = userEvent.setup();
  await openCheck();
  await user.click(screen.getByRole('radio', { name: 'Still there' }));
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));
  await user.click(await screen.findByRole('button', { name: 'Start another check' }));

  expect(await screen.findByRole('heading', { name: 'Changes you noted before' })).toBeInTheDocument();
  const question = screen.getByRole('group', { name: lumpQuestion });
  // A new check: her answer from the last one is not taken as today's.
  expect(within(question).getByRole('radio', { name: 'Still there' })).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  expect(screen.getByTestId('error-summary')).toHaveFocus();
  expect(screen.queryByText(/Step 1 of/)).not.toBeInTheDocument();
});

test('"Start another check" after one saved as gone does not ask about it again', async () => {
  const user = userEvent.setup();
  await openCheck();
  await user.click(screen.getByRole('radio', { name: 'Gone' }));
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));
  await user.click(await screen.findByRole('button', { name: 'Start another check' }));

  expect(await screen.findByText(/Step 1 of/)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Changes you noted before' })).not.toBeInTheDocument();
});

test('kept offline, a check with a new finding is followed by one that asks about it and the earlier ones', async () => {
  const user = userEvent.setup();
  const started = {
    ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date()),
    stage: 'findings',
    anythingDifferent: true,
    carried: { [LUMP_ID]: 'NOT_CHECKED' },
    findings: [swelling],
  };
  window.localStorage.setItem(draftKey('her'), JSON.stringify(started));
  offline = true;
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[lump]} />);
  await user.click(await screen.findByRole('button', { name: 'Save my check' }));
  expect(await screen.findByRole('heading', { name: 'Your check is kept on this device' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Start another check' }));

  expect(await screen.findByRole('heading', { name: 'Changes you noted before' })).toBeInTheDocument();
  const earlier = screen.getByRole('group', { name: lumpQuestion });
  const noticed = screen.getByRole('group', { name: /: swelling, right armpit: is it still there\?/ });
  await user.click(within(noticed).getByRole('radio', { name: 'Still there' }));
  await user.click(within(earlier).getByRole('radio', { name: 'I didn’t check this today' }));
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  // The second waits on the device behind the first, not sent ahead of it.
  expect(await screen.findByRole('heading', { name: 'Your check is kept on this device' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  const waiting = pendingEntries(window.localStorage, checkOutboxKey('her')).map((entry) => entry.input);
  expect(waiting).toHaveLength(2);
  expect(waiting[1]).toMatchObject({
    [`carried-${SWELLING_ID}`]: 'STILL_THERE',
    [`carried-${LUMP_ID}`]: 'NOT_CHECKED',
  });
  expect(waiting[1]!.recordId).not.toBe(waiting[0]!.recordId);
});

/** A check with the new swelling, and the earlier lump not checked, kept on this device at its findings. */
function resumeWithSwelling() {
  const started = {
    ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date()),
    stage: 'findings',
    anythingDifferent: true,
    carried: { [LUMP_ID]: 'NOT_CHECKED' },
    findings: [swelling],
  };
  window.localStorage.setItem(draftKey('her'), JSON.stringify(started));
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[lump]} />);
}

test('back online while a check waits on the device, the next check goes in behind it and both are sent in order', async () => {
  const user = userEvent.setup();
  offline = true;
  resumeWithSwelling();
  await user.click(await screen.findByRole('button', { name: 'Save my check' }));
  await user.click(await screen.findByRole('button', { name: 'Start another check' }));
  offline = false;
  const noticed = await screen.findByRole('group', { name: /: swelling, right armpit: is it still there\?/ });
  await user.click(within(noticed).getByRole('radio', { name: 'Gone' }));
  await user.click(
    within(screen.getByRole('group', { name: lumpQuestion })).getByRole('radio', { name: 'Still there' }),
  );
  await user.click(screen.getByRole('button', { name: 'Start the check' }));
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Your check is kept on this device' })).toBeInTheDocument();
  expect(screen.getByText(/An earlier check of yours is still waiting to be sent/)).toBeInTheDocument();
  // Only the first try went straight to the server (and failed); both then went through the outbox, in order.
  expect(sent).toHaveLength(1);
  await waitFor(() => expect(queuedSent).toHaveLength(2));
  expect(queuedSent[0]!.recordId).toBe(sent[0]!.recordId);
  expect(queuedSent[1]).toMatchObject({ [`carried-${SWELLING_ID}`]: 'GONE', [`carried-${LUMP_ID}`]: 'STILL_THERE' });
});

test('a check kept offline and sent later with an earlier finding not checked says so, politely, with a link to it', async () => {
  const user = userEvent.setup();
  const id = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';
  queuedNotes[id] = {
    recordId: id,
    message: 'Your check from 24 November 2026 has now been saved. 1 change you noted before wasn’t asked about.',
    link: { href: `/archive/${id}`, text: 'Open your check from 24 November 2026 to see which' },
  };
  offline = true;
  resumeWithSwelling();
  await user.click(await screen.findByRole('button', { name: 'Save my check' }));
  expect(await screen.findByRole('heading', { name: 'Your check is kept on this device' })).toBeInTheDocument();
  offline = false;
  act(() => void window.dispatchEvent(new Event('online')));

  const note = await screen.findByTestId('sent-note');
  expect(note).toHaveTextContent('1 change you noted before wasn’t asked about.');
  expect(note.closest('[role="status"]')).not.toBeNull();
  expect(within(note).getByRole('link', { name: /Open your check from 24 November 2026/ })).toHaveAttribute(
    'href',
    `/archive/${id}`,
  );
  await user.click(within(note).getByRole('button', { name: 'Hide this message' }));
  expect(screen.queryByTestId('sent-note')).not.toBeInTheDocument();
});

test('offline on a device that will not keep her check, it stays on the page and the summary says to save again', async () => {
  const user = userEvent.setup();
  offline = true;
  resumeWithSwelling();
  const save = await screen.findByRole('button', { name: 'Save my check' });
  // Private browsing or full storage: every write is refused from here on.
  const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  try {
    await user.click(save);

    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent(NOT_KEPT_OFFLINE_MESSAGE);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Your check is kept on this device' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change 1 in your right breast' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('since Monday')).toBeInTheDocument();
    expect(pendingEntries(window.localStorage, checkOutboxKey('her'))).toHaveLength(0);
  } finally {
    refuse.mockRestore();
  }
  // Back online, the same button saves what she recorded.
  offline = false;
  await user.click(screen.getByRole('button', { name: 'Save my check' }));
  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(sent[1]).toMatchObject({ 'f0-note': 'since Monday' });
});

test('saved as she first sent it, the next check does not ask about a finding only her later changes added', async () => {
  const user = userEvent.setup();
  savedValues = { savedId: '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', savedEarlier: 'yes' };
  resumeWithSwelling();
  await user.click(await screen.findByRole('button', { name: 'Save my check' }));
  expect(await screen.findByRole('heading', { name: 'Your check was saved as you first sent it' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Start another check' }));

  expect(await screen.findByRole('group', { name: lumpQuestion })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: /swelling, right armpit/ })).not.toBeInTheDocument();
});

/** A day as the date field holds it (yyyy-mm-dd), `days` before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The error summary links to a field that is on screen and describes it with the reason. */
function expectLinkedField(message: RegExp) {
  const summary = screen.getByTestId('error-summary');
  expect(summary).toHaveFocus();
  const link = within(summary).getByRole('link', { name: message });
  const field = document.getElementById(link.getAttribute('href')!.slice(1));
  expect(field).toBe(screen.getByLabelText('First day of your last period'));
  expect(field).toHaveAccessibleDescription(message);
}

test('a period start over a year ago stops "Yes" on the question, where the error sits by the date', async () => {
  const user = userEvent.setup();
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[]} />);
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  fireEvent.change(screen.getByLabelText('First day of your last period'), { target: { value: daysAgo(400) } });
  await user.click(screen.getByRole('button', { name: 'Yes, record what I noticed' }));

  expect(screen.getByRole('heading', { name: 'Did you notice anything different from usual?' })).toBeInTheDocument();
  expectLinkedField(/That is more than a year ago/);

  fireEvent.change(screen.getByLabelText('First day of your last period'), { target: { value: daysAgo(10) } });
  await user.click(screen.getByRole('button', { name: 'Yes, record what I noticed' }));
  expect(await screen.findByRole('heading', { name: 'What did you notice?' })).toBeInTheDocument();
  expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
});

/** A check kept on this device at its findings, with one complete finding and her period start `periodStart`. */
function resumeAtFindings(periodStart: string) {
  const finding = swelling;
  const started = {
    ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date()),
    stage: 'findings',
    anythingDifferent: true,
    cycle: { kind: 'period', periodStart },
    findings: [finding],
  };
  window.localStorage.setItem(draftKey('her'), JSON.stringify(started));
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[]} />);
}

test('a period start found wrong only on saving her findings takes her back to it, with her findings kept', async () => {
  const user = userEvent.setup();
  resumeAtFindings(daysAgo(400));
  await user.click(await screen.findByRole('button', { name: 'Save my check' }));

  expect(await screen.findByRole('heading', { name: 'Did you notice anything different from usual?' })).toBeVisible();
  expectLinkedField(/That is more than a year ago/);
  expect(sent).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('First day of your last period'), { target: { value: daysAgo(10) } });
  await user.click(screen.getByRole('button', { name: 'Yes, record what I noticed' }));
  expect(await screen.findByRole('region', { name: 'Change 1 in your right breast' })).toBeInTheDocument();
  expect(screen.getByDisplayValue('since Monday')).toBeInTheDocument();
});

test('refused by the server for her period start, she is taken back to that field', async () => {
  const user = userEvent.setup();
  resumeAtFindings(daysAgo(10));
  refusal = { 'check-period-start': 'The first day of your last period cannot be after the day of the check.' };
  await user.click(await screen.findByRole('button', { name: 'Save my check' }));

  expect(await screen.findByRole('heading', { name: 'Did you notice anything different from usual?' })).toBeVisible();
  expectLinkedField(/cannot be after the day of the check/);
  expect(screen.getByLabelText('First day of your last period')).toHaveValue(daysAgo(10));
});

/** A check with no earlier findings, at the question that saves it. */
async function openAtQuestion() {
  const user = userEvent.setup();
  render(<CheckFlow uid="her" recordId="1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01" carried={[]} />);
  await user.click(await screen.findByRole('button', { name: 'Skip to recording what you found' }));
  return user;
}

test('a session about to expire after a long check is renewed before the check is sent, so it is saved', async () => {
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(1)).mockResolvedValueOnce(sessionExpiringIn(60));
  const user = await openAtQuestion();
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(mockedFetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  expect(sent).toHaveLength(1);
});

test('a session that has ended sends nothing and keeps her check, then it is saved once she has signed in again', async () => {
  // Amplify answers a refused refresh token with no tokens at all.
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(-5)).mockResolvedValueOnce({} as never);
  const user = await openAtQuestion();
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));

  const summary = await screen.findByTestId('error-summary');
  expect(summary).toHaveTextContent(CHECK_SESSION_ENDED_MESSAGE);
  await waitFor(() => expect(summary).toHaveFocus());
  expect(sent).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'Your check is saved' })).not.toBeInTheDocument();
  // Still on the device too, should she close the tab to sign in.
  expect(JSON.parse(window.localStorage.getItem(draftKey('her'))!)).toMatchObject({ stage: 'question' });

  // Signed in again in another tab: the same button, pressed again, sends it.
  mockedFetchAuthSession.mockResolvedValue(sessionExpiringIn(60));
  await user.click(screen.getByRole('button', { name: 'No, save my check' }));
  expect(await screen.findByRole('heading', { name: 'Your check is saved' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
});
