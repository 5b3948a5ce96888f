/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormAction } from '@/lib/forms/form-state';
import { encodeSection } from '@/lib/forms/risk-questionnaire';
import { FIXTURES } from '@/lib/risk/questionnaire/fixtures';
import { questionnaireSchema } from '@/lib/risk/questionnaire';
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
