'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/ui/use-hydrated';

interface ArrivalHeadingProps {
  level: 1 | 2;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading that takes focus when it arrives after the page has loaded (the next section after "Save and
 * continue"; the step's own StageHeading does this in the check). Without it a client-side change of view leaves
 * focus on <body> and says nothing. Not on a page load, where focus starts at the top of the page as usual.
 */
export function ArrivalHeading({ level, id, className, children }: ArrivalHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const ref = useRef<HTMLHeadingElement>(null);
  // False while the page hydrates, true when React first renders this heading in the browser later on.
  const hydrated = useHydrated();
  const [arrivedLater] = useState(hydrated);
  useEffect(() => {
    if (arrivedLater) ref.current?.focus();
  }, [arrivedLater]);
  return (
    <Heading ref={ref} id={id} tabIndex={-1} className={`focus:outline-none ${className ?? ''}`}>
      {children}
    </Heading>
  );
}
