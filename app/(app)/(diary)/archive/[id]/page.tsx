import Link from 'next/link';
import { DeleteWithUndo } from '@/components/forms/delete-with-undo';
import { BreastClockFace, MAP_VIEWBOX, type MapMark } from '@/components/check/breast-clock-face';
import { GpAdvicePanel } from '@/components/check/gp-advice-panel';
import { savedCheckAdvice } from '@/lib/check/saved-check-advice';
import { cycleSummary, longDate } from '@/lib/diary/describe';
import { FEEL_LABELS, SEVERITY_LABELS, STATUS_LABELS } from '@/lib/diary/finding-terms';
import { requireUser } from '@/lib/auth/session';
import { loadChecks } from '@/lib/data/observations';
import { describedCheck, findingLabel, notCheckedIn, type Finding } from '@/lib/diary/findings';
import { deletedPath } from '@/lib/forms/record';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { loadDiaryCheck } from '../../_lib/load-diary';
import { DELETE_CHECK_FINDINGS } from '@/lib/diary/removal-words';
import { NotCheckedFindings } from './_components/not-checked-findings';
import { deleteCheckAction } from './actions';

export const metadata = protectedMetadata('/archive');

function details(finding: Finding): string {
  return [
    `${finding.severity}: ${SEVERITY_LABELS[finding.severity] ?? ''}`,
    finding.sizeMm ? `about ${finding.sizeMm} mm` : null,
    finding.feel ? FEEL_LABELS[finding.feel] : null,
    finding.status === 'NEW' ? null : STATUS_LABELS[finding.status],
  ]
    .filter(Boolean)
    .join(', ');
}

export default async function CheckPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The gate: loadDiaryCheck calls requireUser() first; the API checks the record is hers again.
  const result = await loadDiaryCheck(id);
  if (!result.ok) return result.screen;
  const date = longDate(result.value.day);
  // Her other checks come from an index that may lag; without them the page shows what this check recorded.
  const others = await loadChecks(await requireUser('/archive'));
  // Its changes as her checks up to it describe them, so a correction to an earlier check reaches this one.
  const check = others.ok ? describedCheck(others.value, result.value) : result.value;
  const notChecked = others.ok ? notCheckedIn(others.value, check) : [];
  // The advice the screen gave when she saved it, worked out again from her checks up to this one.
  const advice = savedCheckAdvice(check, others.ok ? others.value : []);
  const present = check.findings.filter((finding) => finding.status !== 'GONE');
  const marks = (side: Finding['side']): MapMark[] =>
    present.flatMap((f, i) =>
      f.side === side && f.position ? [{ key: f.id ?? String(i), position: f.position, label: findingLabel(f) }] : [],
    );

  return (
    <article aria-labelledby="check-title" className="max-w-3xl">
      <p>
        <Link href="/archive">Back to all checks</Link>
      </p>
      <h1 id="check-title" className="mt-4 text-4xl font-bold">
        Check of {date}
      </h1>
      {cycleSummary(check) ? <p className="mt-2 text-ink-muted">{cycleSummary(check)}</p> : null}
      {check.findings.length === 0 ? (
        <p className="mt-6 text-lg">
          {notChecked.length ? 'Nothing different in what you checked this time.' : 'Nothing different from usual.'}
        </p>
      ) : null}
      {check.findings.length ? (
        <>
          <div className="mt-6 grid max-w-xl grid-cols-2 gap-4">
            {(['LEFT', 'RIGHT'] as const).map((side) => (
              <figure key={side}>
                <svg
                  viewBox={`${MAP_VIEWBOX.x} ${MAP_VIEWBOX.y} ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
                  role="img"
                  aria-label={`${side === 'LEFT' ? 'Left' : 'Right'} breast: ${
                    marks(side)
                      .map((m) => m.label)
                      .join('; ') || 'nothing marked'
                  }`}
                  className="w-full text-ink"
                >
                  <BreastClockFace side={side} marks={marks(side)} />
                </svg>
                <figcaption className="text-center font-semibold">
                  {side === 'LEFT' ? 'Left' : 'Right'} breast
                </figcaption>
              </figure>
            ))}
          </div>
          <h2 className="mt-8 text-2xl font-bold">What you noticed</h2>
          <ul className="mt-3 space-y-3">
            {check.findings.map((finding, i) => (
              <li key={finding.id ?? i} className="rounded-lg border border-line bg-surface p-4">
                <p className="font-semibold">{findingLabel(finding).replace(/^./, (c) => c.toUpperCase())}</p>
                <p className="text-ink-muted">{details(finding)}</p>
                {finding.note ? <p className="mt-1 whitespace-pre-line wrap-anywhere">“{finding.note}”</p> : null}
              </li>
            ))}
          </ul>
          {advice.level === 'none' ? null : <GpAdvicePanel level={advice.level} firstNoted={advice.firstNoted} />}
        </>
      ) : null}
      {notChecked.length ? <NotCheckedFindings findings={notChecked} /> : null}
      <p className="mt-10">
        <Link
          href={`/archive/${check.id}/edit`}
          className="inline-flex min-h-11 items-center rounded-md border-2 border-pink px-4 font-semibold text-pink no-underline"
        >
          Change this check
        </Link>
      </p>
      <div className="mt-6">
        <DeleteWithUndo
          action={deleteCheckAction}
          fields={{ id: check.id }}
          label="Delete this check"
          question={`Delete the check of ${date}?`}
          detail={DELETE_CHECK_FINDINGS}
          subject={`The check of ${date}`}
          afterPath={deletedPath('/archive', check.id)}
        />
      </div>
    </article>
  );
}
