import type { ReactNode } from 'react';

export const pageHeadingClass = 'text-4xl font-bold text-ink sm:text-5xl';

interface PageIntroProps {
  heading: string;
  purpose: string;
  /** Drawn instead of the plain <h1> (ArrivalPageIntro's focusing heading). */
  headingElement?: ReactNode;
  children?: ReactNode;
}

export function PageIntro({ heading, purpose, headingElement, children }: PageIntroProps) {
  return (
    <header className="mb-8 max-w-3xl">
      {headingElement ?? <h1 className={pageHeadingClass}>{heading}</h1>}
      <p className="mt-3 text-lg text-ink-muted">{purpose}</p>
      {children}
    </header>
  );
}
