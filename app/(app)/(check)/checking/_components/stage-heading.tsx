'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** A stage's heading takes focus when the stage opens, so keyboard and screen-reader users start there. */
export function StageHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
      {children}
    </h2>
  );
}
