/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StageHeading } from './stage-heading';

test('a stage that opens takes focus to its heading', () => {
  render(<StageHeading id="stage">Changes you noted before</StageHeading>);
  expect(screen.getByRole('heading', { name: 'Changes you noted before' })).toHaveFocus();
});

test('a stage that opens after an error summary took focus leaves it there', () => {
  const { rerender } = render(
    <ErrorSummary fieldErrors={[]} formError="Reload the page" focusKey={1} headingId="errors" />,
  );
  const summary = screen.getByTestId('error-summary');
  expect(summary).toHaveFocus();
  rerender(
    <>
      <ErrorSummary fieldErrors={[]} formError="Reload the page" focusKey={1} headingId="errors" />
      <StageHeading id="stage">Changes you noted before</StageHeading>
    </>,
  );
  expect(summary).toHaveFocus();
});
