'use client';

import { useEffect, useRef, useState } from 'react';

interface UnsavedAnswersNoticeProps {
  /** Her unsaved answers are filled in. */
  shown: boolean;
  /** "check-in", "entry". */
  noun: string;
  onShowSaved(): void;
}

const box = 'mb-4 max-w-2xl rounded-md border border-line bg-surface p-3';

/**
 * Says the form holds her latest answers, not what is saved, with a way back to what is saved; once pressed, a
 * line saying so takes its place and focus (as ResumedDraftNotice does).
 */
export function UnsavedAnswersNotice({ shown, noun, onShowSaved }: UnsavedAnswersNoticeProps) {
  const [cleared, setCleared] = useState(false);
  const clearedLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cleared) clearedLine.current?.focus();
  }, [cleared]);

  if (shown) {
    return (
      <p className={box} data-testid="unsaved-answers">
        The answers you sent last for this {noun} are not saved in it: they are filled in below from this device. Save
        your changes to keep them.{' '}
        <button
          type="button"
          onClick={() => {
            setCleared(true);
            onShowSaved();
          }}
          className="font-semibold underline underline-offset-4"
        >
          Show what is saved instead
        </button>
      </p>
    );
  }
  if (!cleared) return null;
  return (
    <p ref={clearedLine} tabIndex={-1} className={box}>
      The form now shows what is saved in this {noun}.
    </p>
  );
}
