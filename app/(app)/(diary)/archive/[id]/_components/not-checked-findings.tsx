import { notCheckedGpAdvice } from '@/lib/check/earlier-findings';
import { findingLabel, type TrackedFinding } from '@/lib/diary/findings';

/**
 * The earlier changes a check did not check (notCheckedIn), so "nothing different" never reads as if they had
 * gone, with the GP advice the screen after saving gave about them.
 */
export function NotCheckedFindings({ findings }: { findings: readonly TrackedFinding[] }) {
  return (
    <section aria-labelledby="not-checked" className="mt-6">
      <h2 id="not-checked" className="text-2xl font-bold">
        Not checked this time
      </h2>
      <p className="mt-2 text-ink-muted">
        You noted these before, and this check did not record them: it says nothing about whether they were still there.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {findings.map((tracked) => (
          <li key={tracked.id}>{findingLabel(tracked.latest).replace(/^./, (c) => c.toUpperCase())}</li>
        ))}
      </ul>
      <p className="mt-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
        {notCheckedGpAdvice(findings.length)}
      </p>
    </section>
  );
}
