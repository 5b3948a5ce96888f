'use client';

import { useEffect, useRef } from 'react';
import type { Overridden } from '@/lib/check/merge-edit';
import { overriddenWords } from '@/lib/check/overridden-words';

/**
 * Said once she has chosen to use her kept changes on a newer version. It takes focus: the button she chose has
 * gone with the offer, and she should hear which answers hers replaced before she saves, so none goes unseen.
 */
export function MergedNotice({ overridden }: { overridden: readonly Overridden[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="changes-merged"
      className="mb-4 max-w-2xl rounded-md border border-line bg-surface p-3 focus-visible:outline-4 focus-visible:outline-offset-4"
    >
      <p>Your changes have been put into the latest version below. They are not saved yet.</p>
      {overridden.length > 0 ? (
        <>
          <p className="mt-2 font-semibold">
            These answers had also been changed somewhere else, and yours replaced them. Check them before you save:
          </p>
          <ul className="mt-1 list-disc pl-6">
            {overridden.map((item) => (
              <li key={overriddenWords(item)}>{overriddenWords(item)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
