/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormAction } from '@/lib/forms/form-state';
import { encodeSection } from '@/lib/forms/risk-questionnaire';
import { FIXTURES } from '@/lib/risk/questionnaire/fixtures';
import { questionnaireSchema } from '@/lib/risk/questionnaire';
import { questionnaireDraftKey } from '@/lib/offline/her-records';
import { SectionForm } from './section-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const answers = questionnaireSchema.parse(FIXTURES[0]!.answers);

/** The server's answer after the section is saved: where she goes next (`results` after the last). */
const savedThen = (next: string) =>
  jest.fn<ReturnType<FormAction<string>>, Parameters<FormAction<string>>>(async (previous) => ({
    status: 'saved',
    message: 'Your answers have been saved.',
    errors: {},
    values: { next },
    version: previous.version + 1,
  }));

function renderSection(section: 'family' | 'lifestyle', action: FormAction<string>, changing?: boolean) {
  render(
    <SectionForm
      action={action}
      section={section}
      values={encodeSection(section, answers)}
      ownerId="owner-1"
      recordId="record-1"
      changing={changing}
    />,
  );
}

jest.setTimeout(20_000); // a whole section's inputs on a shared two-core machine

beforeEach(() => {
  push.mockClear();
  window.localStorage.clear();
});

test('the first time through, a saved section goes on to the next one, and the last to her results', async () => {
  renderSection('family', savedThen('lifestyle'));
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/personal?section=lifestyle'));
});

test('the last section the first time goes to her results without a "changed" message', async () => {
  renderSection('lifestyle', savedThen('results'));
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/personal'));
});

test('a section she changed after her results takes her back to them, told which section was saved', async () => {
  const action = savedThen('results');
  renderSection('family', action, true);
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/personal?changed=family'));
  expect(action).toHaveBeenCalledTimes(1);
});

test('a problem with one relative is shown at that row, named by it, and the summary links to its input', async () => {
  const values = {
    'relatives-count': '3',
    'relatives-0-relation': 'mother',
    'relatives-0-site': 'breast',
    'relatives-0-age': '44',
    'relatives-2-relation': 'aunt',
    'relatives-2-site': 'breast',
    'relatives-2-age': '60',
  };
  const action = savedThen('lifestyle');
  render(<SectionForm action={action} section="family" values={values} ownerId="owner-1" recordId="record-1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(action).not.toHaveBeenCalled();

  const message = "Relative 3: Choose whether they are on your mother's or father's side";
  expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', '#q-relatives-2-side');
  const side = within(screen.getByRole('group', { name: 'Relative 3' })).getByLabelText('Which side of your family?');
  expect(side).toHaveAttribute('id', 'q-relatives-2-side');
  expect(side).toHaveAttribute('aria-invalid', 'true');
  expect(side).toHaveAccessibleDescription(expect.stringContaining(message));
  const first = within(screen.getByRole('group', { name: 'Relative 1' })).getByLabelText('Which side of your family?');
  expect(first).not.toHaveAttribute('aria-invalid', 'true');
});

test('"Add another relative" moves focus to the new row, also when the button goes with the last one allowed', async () => {
  // 38 saved rows and an empty one: one more is the last allowed.
  render(
    <SectionForm
      action={savedThen('lifestyle')}
      section="family"
      values={{ 'relatives-count': '38' }}
      ownerId="owner-1"
      recordId="record-1"
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Add another relative' }));
  expect(screen.queryByRole('button', { name: 'Add another relative' })).not.toBeInTheDocument();
  const last = screen.getByRole('group', { name: 'Relative 40' });
  expect(within(last).getByLabelText('Is this someone you have already added?')).toHaveFocus();
  expect(screen.getByText('You can add up to 40 relatives.')).toBeInTheDocument();
});

test('a date of birth her answers elsewhere contradict is refused on its question, linking to the answer elsewhere', async () => {
  const refused = jest.fn<ReturnType<FormAction<string>>, Parameters<FormAction<string>>>(async (previous, form) => ({
    status: 'invalid',
    message: 'There is a problem',
    errors: {
      dob: 'This date of birth makes you 25, younger than your age when your first child was born in ‘Periods and pregnancies’ (28)',
      'periods.firstBirthAge':
        'Change your age when your first child was born (28) in ‘Periods and pregnancies’: it is more than your age now (25)',
    },
    values: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])),
    version: previous.version + 1,
  }));
  render(
    <SectionForm
      action={refused}
      section="aboutYou"
      values={encodeSection('aboutYou', answers)}
      ownerId="owner-1"
      recordId="record-1"
      changing
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  const summary = await screen.findByTestId('error-summary');
  expect(within(summary).getByRole('link', { name: /^This date of birth makes you 25/ })).toHaveAttribute(
    'href',
    '#q-dob',
  );
  expect(
    within(summary).getByRole('link', { name: /^Change your age when your first child was born/ }),
  ).toHaveAttribute('href', '/personal?section=periods#q-firstBirthAge');
  expect(push).not.toHaveBeenCalled();
});

test('never sends a date of birth from the device draft: the server checks ages against the one it holds', async () => {
  const action = savedThen('family');
  // A draft kept by an older release, when the periods form carried her date of birth.
  window.localStorage.setItem(
    questionnaireDraftKey('owner-1', 'periods'),
    JSON.stringify({ ...encodeSection('periods', answers), 'context-dob': '2001-05-02' }),
  );
  render(
    <SectionForm
      action={action}
      section="periods"
      values={{ ...encodeSection('periods', answers), 'context-dob': '1981-05-02' }}
      ownerId="owner-1"
      recordId="record-1"
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  const sent = action.mock.calls[0]![1];
  expect(sent.has('context-dob')).toBe(false);
});

test('a row after the first can say it is the same person as a row above it, and a saved link comes back', () => {
  const values = {
    'relatives-count': '2',
    'relatives-0-relation': 'mother',
    'relatives-0-site': 'breast',
    'relatives-0-age': '44',
    'relatives-1-same': '0',
    'relatives-1-site': 'ovarian',
    'relatives-1-age': '50',
  };
  render(
    <SectionForm
      action={savedThen('lifestyle')}
      section="family"
      values={values}
      ownerId="owner-1"
      recordId="record-1"
    />,
  );
  const question = 'Is this someone you have already added?';
  expect(within(screen.getByRole('group', { name: 'Relative 1' })).queryByLabelText(question)).toBeNull();
  const second = within(screen.getByRole('group', { name: 'Relative 2' })).getByLabelText(question);
  expect(second).toHaveDisplayValue('Yes, the same person as relative 1');
  const third = within(screen.getByRole('group', { name: 'Relative 3' })).getByLabelText(question);
  expect(
    within(third)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['No, someone else', 'Yes, the same person as relative 1', 'Yes, the same person as relative 2']);
  expect(screen.getByText(/Use one row for each cancer/)).toBeInTheDocument();
});
