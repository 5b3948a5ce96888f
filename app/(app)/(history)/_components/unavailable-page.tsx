import type { ReactNode } from 'react';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import type { LoadResult } from '@/lib/data/calls';

interface UnavailablePageProps {
  /** The page's own heading and purpose, shown as on a good day. */
  intro: ReactNode;
  /** What the page loaded; the first that failed says why. */
  loads: readonly LoadResult<unknown>[];
  nextPath: string;
}

/** A history page whose data could not be loaded: its intro, then what went wrong and how to go on. */
export function UnavailablePage({ intro, loads, nextPath }: UnavailablePageProps) {
  const failed = loads.find((load) => !load.ok);
  return (
    <>
      {intro}
      {failed && !failed.ok ? <DataUnavailable reason={failed.reason} nextPath={nextPath} /> : null}
    </>
  );
}
