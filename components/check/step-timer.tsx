'use client';

import { useEffect, useEffectEvent } from 'react';
import { formatSeconds, spokenSeconds, useCountdown } from './use-countdown';

/**
 * The suggested time for one step: a visible countdown she can pause, and a gentle cue when it ends. It is a
 * pace, not a limit: nothing happens when it ends. Remount (key) per step to start afresh.
 */
export function StepTimer({ seconds, onTimeUp }: { seconds: number; onTimeUp(): void }) {
  const { remaining, running, finished, toggle, restart } = useCountdown(seconds);

  // Only the moment it ends matters: a new onTimeUp on a later render must not announce again.
  const timeUp = useEffectEvent(onTimeUp);
  useEffect(() => {
    if (finished) timeUp();
  }, [finished]);

  const share = seconds > 0 ? remaining / seconds : 0;
  return (
    <div className="mt-6 rounded-lg border border-line bg-surface p-4">
      <p className="text-sm text-ink-muted">Suggested time: about {spokenSeconds(seconds)}</p>
      <div className="mt-2 flex items-center gap-4">
        <span
          role="timer"
          aria-label={`Time left: ${spokenSeconds(remaining)}`}
          className="font-mono text-3xl font-bold tabular-nums"
        >
          {formatSeconds(remaining)}
        </span>
        <button
          type="button"
          onClick={finished ? restart : toggle}
          className="min-h-11 rounded-md border-2 border-pink px-4 font-semibold text-pink hover:bg-pink-soft"
        >
          {finished ? 'Start the timer again' : running ? 'Pause timer' : 'Resume timer'}
        </button>
      </div>
      <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-surface-raised">
        <div
          className="h-full rounded-full bg-pink motion-safe:transition-[width] motion-safe:duration-300"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      {finished ? (
        <p className="mt-3 font-semibold text-green motion-safe:animate-fade-in" data-testid="time-up">
          That is the suggested time for this step. Move on when you are ready.
        </p>
      ) : null}
    </div>
  );
}
