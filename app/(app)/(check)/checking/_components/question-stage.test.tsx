/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { CheckDraft } from '@/lib/check/check-draft';
import { QuestionStage } from './question-stage';

const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

test('her cycle comes before the answers, so she sees it before "No, save my check" saves at once', () => {
  render(
    <QuestionStage
      draft={{ cycle: { kind: 'not-given' } } as CheckDraft}
      errors={{}}
      pending={false}
      onChange={jest.fn()}
      onNoChange={jest.fn()}
      onYes={jest.fn()}
      onBack={jest.fn()}
    />,
  );
  const cycle = screen.getByRole('group', { name: 'Your cycle (optional)' });
  const periodStart = screen.getByLabelText('First day of your last period');
  expect(cycle).toContainElement(periodStart);
  expect(follows(periodStart, screen.getByRole('button', { name: 'No, save my check' }))).toBe(true);
  expect(follows(periodStart, screen.getByRole('button', { name: 'Yes, record what I noticed' }))).toBe(true);
});
