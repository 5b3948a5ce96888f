'use client';

import { useEffect, useRef, useState } from 'react';

interface ResumedDraftNoticeProps {
  /** A draft kept on this device was put back. */
  resumed: boolean;
  /** What was kept: "entry", "check". */
  noun: string;
  onStartAgain(): void;
  testId?: string;
}

const box = 'mb-4 max-w-2xl rounded-md border border-line bg-surface p-3';

/**
 * "We kept the entry you started earlier", with "Start again instead". That button goes with the notice it is in,
 * so once pressed a line saying the earlier one is cleared takes its place and takes focus: she is neither left
 * on <body> nor left wondering what happened.
 */
export function ResumedDraftNotice({ resumed, noun, onStartAgain, testId }: ResumedDraftNoticeProps) {
  const [cleared, setCleared] = useState(false);
  const clearedLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cleared) clearedLine.current?.focus();
  }, [cleared]);

  if (resumed) {
    return (
      <p className={box} data-testid={testId}>
        We kept the {noun} you started earlier, just as you left it.{' '}
        <button
          type="button"
          onClick={() => {
            setCleared(true);
            onStartAgain();
          }}
          className="font-semibold underline underline-offset-4"
        >
          Start again instead
        </button>
      </p>
    );
  }
  if (!cleared) return null;
  return (
    <p ref={clearedLine} tabIndex={-1} className={box} data-testid="draft-cleared">
      The {noun} you started earlier has been cleared, so you are starting a new one.
    </p>
  );
}
