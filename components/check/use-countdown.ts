'use client';

import { useEffect, useRef, useState } from 'react';

export interface Countdown {
  remaining: number;
  running: boolean;
  finished: boolean;
  toggle(): void;
  restart(): void;
}

/**
 * A pausable countdown from `seconds` that starts at once. Give its component a `key` per step to start a
 * new one. It measures the real time passed rather than counting ticks, so a busy phone that delays a tick
 * does not slow it down.
 */
export function useCountdown(seconds: number): Countdown {
  const [remaining, setRemaining] = useState(seconds);
  const [running, setRunning] = useState(true);
  const [generation, setGeneration] = useState(0);
  const remainingAtStart = useRef(remaining);
  remainingAtStart.current = remaining;

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + remainingAtStart.current * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setRunning(false);
    }, 250);
    return () => window.clearInterval(timer);
  }, [running, generation]);

  return {
    remaining,
    running,
    finished: remaining === 0,
    toggle: () => setRunning((value) => (remaining > 0 ? !value : false)),
    restart: () => {
      remainingAtStart.current = seconds;
      setRemaining(seconds);
      setRunning(true);
      setGeneration((value) => value + 1);
    },
  };
}

/** "1:05" */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/** "1 minute 5 seconds", for screen readers. */
export function spokenSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [
    minutes ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    seconds || !minutes ? `${seconds} second${seconds === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
