'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { CHECK_STEPS, stepProgress, type CheckStep } from '@/lib/check/steps';
import { SourceLinks } from './source-links';
import { StepIllustration } from './step-illustration';
import { StepTimer } from './step-timer';

interface StepPlayerProps {
  index: number;
  onIndexChange(index: number): void;
  /** After the last step, or when she skips straight to recording. */
  onFinish(): void;
  steps?: readonly CheckStep[];
}

/**
 * The guided check, one step at a time. Focus stays on the buttons so she can move on one-handed with her
 * thumb; the step change and the end of the suggested time are announced politely instead.
 */
export function StepPlayer({ index, onIndexChange, onFinish, steps = CHECK_STEPS }: StepPlayerProps) {
  const step = steps[Math.min(index, steps.length - 1)]!;
  const last = index >= steps.length - 1;
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);
  const nextButton = useRef<HTMLButtonElement>(null);
  // Back from step 2 removes the Back button itself (step 1 has none): focus goes on to Next step, not <body>.
  const backToFirst = useRef(false);
  useEffect(() => {
    if (backToFirst.current && index === 0) nextButton.current?.focus();
    backToFirst.current = false;
  }, [index]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setAnnouncement(`${stepProgress(index, steps)}: ${step.title}`);
  }, [index, step.title, steps]);

  return (
    // On a phone the step bar is fixed to the foot of the screen, above the cookie notice while that is open
    // (--cookie-notice-space): neither hides the other, and the page's end scrolls clear of both.
    <section aria-labelledby={headingId} className="pb-[calc(7rem+var(--cookie-notice-space,0px))] sm:pb-0">
      <div aria-live="polite" className="sr-only" data-testid="check-announcer">
        {announcement}
      </div>
      <p className="text-sm font-semibold text-ink-muted">{stepProgress(index, steps)}</p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-raised">
        <div
          className="h-full rounded-full bg-pink motion-safe:transition-[width] motion-safe:duration-300"
          style={{ width: `${((index + 1) / steps.length) * 100}%` }}
        />
      </div>
      <h2 id={headingId} className="mt-4 text-3xl font-bold">
        {step.title}
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <figure className="flex justify-center rounded-lg bg-surface p-4">
          <StepIllustration id={step.id} title={step.title} description={step.illustrationDescription} />
        </figure>
        <div>
          <ol className="list-decimal space-y-2 pl-6 text-lg">
            {step.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          {step.lookFor ? (
            <>
              <h3 className="mt-6 text-xl font-bold">Changes to look for</h3>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {step.lookFor.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </>
          ) : null}
          <StepTimer
            key={index}
            seconds={step.suggestedSeconds}
            onTimeUp={() => setAnnouncement('That is the suggested time for this step. Move on when you are ready.')}
          />
          <SourceLinks sources={step.sources} />
        </div>
      </div>
      <nav
        aria-label="Check steps"
        className="check-step-bar fixed inset-x-0 bottom-[var(--cookie-notice-space,0px)] z-10 flex gap-3 border-t border-line bg-canvas p-3 sm:static sm:mt-8 sm:border-0 sm:bg-transparent sm:p-0"
      >
        {index > 0 ? (
          <button
            type="button"
            onClick={() => {
              backToFirst.current = index === 1;
              onIndexChange(index - 1);
            }}
            className="min-h-12 flex-1 rounded-md border-2 border-line px-5 font-semibold sm:flex-none"
          >
            Back
          </button>
        ) : null}
        <button
          ref={nextButton}
          type="button"
          onClick={() => (last ? onFinish() : onIndexChange(index + 1))}
          className="min-h-12 flex-[2] rounded-md bg-pink px-5 font-semibold text-on-pink sm:flex-none"
        >
          {last ? 'Finish the check' : 'Next step'}
        </button>
      </nav>
      {last ? null : (
        <button
          type="button"
          onClick={onFinish}
          className="mt-4 min-h-11 font-semibold text-ink underline underline-offset-4"
        >
          Skip to recording what you found
        </button>
      )}
    </section>
  );
}
