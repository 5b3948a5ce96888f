import { ArrivalHeading } from './arrival-heading';

interface PageIntroProps {
  heading: string;
  purpose: string;
  /** The heading takes focus when this view replaces another without a page load (ArrivalHeading). */
  focusOnArrival?: boolean;
  children?: React.ReactNode;
}

export function PageIntro({ heading, purpose, focusOnArrival = false, children }: PageIntroProps) {
  const headingClass = 'text-4xl font-bold text-ink sm:text-5xl';
  return (
    <header className="mb-8 max-w-3xl">
      {focusOnArrival ? (
        <ArrivalHeading level={1} className={headingClass}>
          {heading}
        </ArrivalHeading>
      ) : (
        <h1 className={headingClass}>{heading}</h1>
      )}
      <p className="mt-3 text-lg text-ink-muted">{purpose}</p>
      {children}
    </header>
  );
}
