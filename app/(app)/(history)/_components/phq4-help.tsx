/**
 * What the PHQ-4 needs beside it wherever it is asked or shown: it screens and never diagnoses, where to get
 * urgent help, and its source.
 */
export const URGENT_MENTAL_HEALTH_HELP =
  'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/';
const PHQ_SCREENERS = 'https://www.phqscreeners.com/';
const PHQ4_PAPER = 'https://doi.org/10.1176/appi.psy.50.6.613';

export function UrgentHelp() {
  return (
    <div className="my-4 rounded-md border-l-4 border-amber bg-surface p-3">
      <p className="font-semibold">If you need help now</p>
      <p className="mt-1">
        If you feel you might harm yourself or you are in danger, call <strong>999</strong> or go to A&amp;E. For urgent
        help that is not an emergency, call <strong>NHS 111</strong> (choose the mental health option). You can talk to
        Samaritans any time, free, on <strong>116 123</strong>.{' '}
        <a href={URGENT_MENTAL_HEALTH_HELP}>Where to get urgent help for mental health (NHS)</a>
      </p>
    </div>
  );
}

export function Phq4Source() {
  return (
    <p className="mt-3 text-sm text-ink-muted">
      Source: Kroenke K, Spitzer RL, Williams JBW, Löwe B.{' '}
      <a href={PHQ4_PAPER}>An ultra-brief screening scale for anxiety and depression: the PHQ-4</a>. Psychosomatics
      2009;50:613–621. The PHQ screeners were developed with a grant from Pfizer and are free to use without permission
      (<a href={PHQ_SCREENERS}>PHQ screeners</a>).
    </p>
  );
}
