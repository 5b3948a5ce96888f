import { BreastClockFace, MAP_VIEWBOX, type MapMark } from '@/components/check/breast-clock-face';
import type { Side } from '@/lib/check/breast-map';
import { findingLabel, type Finding } from '@/lib/diary/findings';

/**
 * Both breasts small, side by side as she looks down (left on the left), with the check's findings marked.
 * Its accessible name lists the findings in words, so the picture adds nothing a screen reader misses.
 * `findings` as her checks describe them (describedChecks), never a "still there" mention's stored copy.
 */
export function BreastMapThumbnail({ findings }: { findings: readonly Finding[] }) {
  const placed = findings.filter((finding) => finding.status !== 'GONE');
  const summary = placed.length ? `Findings: ${placed.map(findingLabel).join('; ')}` : 'No findings';
  const marksFor = (side: Side): MapMark[] =>
    placed.flatMap((finding, i) =>
      finding.side === side && finding.position
        ? [{ key: `${finding.id ?? i}`, position: finding.position, label: findingLabel(finding) }]
        : [],
    );
  const width = MAP_VIEWBOX.width;
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`${MAP_VIEWBOX.x} ${MAP_VIEWBOX.y} ${width * 2 + 20} ${MAP_VIEWBOX.height}`}
      className="h-16 w-auto text-ink"
    >
      <BreastClockFace side="LEFT" marks={marksFor('LEFT')} showNumbers={false} />
      <g transform={`translate(${width + 20} 0)`}>
        <BreastClockFace side="RIGHT" marks={marksFor('RIGHT')} showNumbers={false} />
      </g>
    </svg>
  );
}
