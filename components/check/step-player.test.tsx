/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CHECK_STEPS } from '@/lib/check/steps';
import { StepPlayer } from './step-player';

function Player({ onFinish = () => {} }: { onFinish?: () => void }) {
  const [index, setIndex] = useState(0);
  return <StepPlayer index={index} onIndexChange={setIndex} onFinish={onFinish} />;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

test('moves through the steps with Next and Back, announcing each step politely', async () => {
  render(<Player />);
  expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(CHECK_STEPS[0]!.title);
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

  await user().click(screen.getByRole('button', { name: 'Next step' }));
  expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
  expect(screen.getByTestId('check-announcer')).toHaveTextContent(`Step 2 of 7: ${CHECK_STEPS[1]!.title}`);
  expect(screen.getByTestId('check-announcer')).toHaveAttribute('aria-live', 'polite');

  await user().click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
});

test('Back to the first step, which has no Back button, leaves her on Next step rather than on <body>', async () => {
  render(<Player />);
  await user().click(screen.getByRole('button', { name: 'Next step' }));
  await user().click(screen.getByRole('button', { name: 'Next step' }));
  await user().click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus(); // still there on step 2
  await user().click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next step' })).toHaveFocus();
});

test('each step shows its illustration as a described image', () => {
  render(<Player />);
  const image = screen.getByRole('img', { name: new RegExp(CHECK_STEPS[0]!.title) });
  expect(image).toHaveAccessibleName(expect.stringContaining('mirror with her arms relaxed'));
});

test('the last step finishes the check, and she can skip to recording from any step', async () => {
  const onFinish = jest.fn();
  render(<Player onFinish={onFinish} />);
  await user().click(screen.getByRole('button', { name: 'Skip to recording what you found' }));
  expect(onFinish).toHaveBeenCalledTimes(1);
  for (let i = 1; i < CHECK_STEPS.length; i += 1) await user().click(screen.getByRole('button', { name: 'Next step' }));
  expect(screen.getByText('Step 7 of 7')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Finish the check' }));
  expect(onFinish).toHaveBeenCalledTimes(2);
});

test('the suggested time counts down, pauses, and ends with a gentle cue', async () => {
  render(<Player />);
  expect(screen.getByRole('timer')).toHaveTextContent('0:30');
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByRole('timer')).toHaveTextContent('0:20');

  await user().click(screen.getByRole('button', { name: 'Pause timer' }));
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByRole('timer')).toHaveTextContent('0:20');

  await user().click(screen.getByRole('button', { name: 'Resume timer' }));
  act(() => jest.advanceTimersByTime(21_000));
  expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  expect(screen.getByTestId('time-up')).toBeInTheDocument();
  expect(screen.getByTestId('check-announcer')).toHaveTextContent('That is the suggested time for this step.');
});

test('a new step starts its own timer', async () => {
  render(<Player />);
  act(() => jest.advanceTimersByTime(12_000));
  for (let i = 0; i < 3; i += 1) await user().click(screen.getByRole('button', { name: 'Next step' }));
  expect(screen.getByRole('timer')).toHaveTextContent('2:00');
});
