'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A stage's heading takes focus when the stage opens, so keyboard and screen-reader users start there; not
 * when the stage opens with an error summary, which takes focus instead (`takeFocus` false), nor when a
 * summary already has it: the server's answer can focus its summary a render before it sends her back here.
 */
export function StageHeading({
  id,
  children,
  takeFocus = true,
}: {
  id: string;
  children: ReactNode;
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Only on opening: later changes of takeFocus must not move her focus.
  useEffect(() => {
    if (takeFocus && !document.activeElement?.closest('[data-error-summary]')) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
      {children}
    </h2>
  );
}
