import { ArrivalHeading } from './arrival-heading';
import { PageIntro, pageHeadingClass } from './page-intro';

type ArrivalPageIntroProps = Omit<React.ComponentProps<typeof PageIntro>, 'headingElement'> & {
  /** The heading takes focus when this view replaces another without a page load (ArrivalHeading). */
  focusOnArrival: boolean;
};

/**
 * PageIntro with a heading that can take focus on arrival. It lives apart from PageIntro because importing a
 * client component puts its script on the page whether or not it is drawn: the public pages that use PageIntro
 * would each fetch one more script for a heading they never focus.
 */
export function ArrivalPageIntro({ focusOnArrival, ...intro }: ArrivalPageIntroProps) {
  const headingElement = focusOnArrival ? (
    <ArrivalHeading level={1} className={pageHeadingClass}>
      {intro.heading}
    </ArrivalHeading>
  ) : undefined;
  return <PageIntro {...intro} headingElement={headingElement} />;
}
