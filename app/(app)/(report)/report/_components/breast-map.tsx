import type { FindingRow, MapPosition } from '@/lib/report';

const RADIUS = 44;
const EDGE_CM = 8;
const ARMPIT = { x: 58, y: -40 };
/** As she looks down at herself, her left breast on the drawing's left (as the PDF draws it). */
const CENTRES = { left: { x: 90, armpitSide: -1 }, right: { x: 250, armpitSide: 1 } } as const;
const Y = 70;

function clockPoint(x: number, hour: number, distance: number) {
  const angle = (hour % 12) * (Math.PI / 6);
  return { x: x + distance * Math.sin(angle), y: Y - distance * Math.cos(angle) };
}

function markPoint(x: number, armpitSide: number, position: MapPosition | null) {
  if (position?.area === 'armpit') return { x: x + armpitSide * ARMPIT.x, y: Y + ARMPIT.y };
  if (position?.area === 'region') {
    if (position.region === 'CENTRAL') return { x, y: Y };
    const upper = position.region.startsWith('UPPER');
    const towardsHerRight = position.region.endsWith('OUTER') === armpitSide > 0;
    return clockPoint(x, upper ? (towardsHerRight ? 1.5 : 10.5) : towardsHerRight ? 4.5 : 7.5, RADIUS * 0.55);
  }
  if (!position || position.area === 'whole') return { x: x - armpitSide * (RADIUS + 14), y: Y + RADIUS - 6 };
  const share = position.distanceCm == null ? 0.6 : Math.min(position.distanceCm / EDGE_CM, 1) * 0.85;
  return clockPoint(x, position.clock, Math.max(share * RADIUS, 8));
}

/**
 * A small map of both breasts with a numbered mark per finding (filled: still there; hollow: gone). The table
 * beside it says the same in words, so the drawing is decorative for a screen reader beyond its summary.
 */
export function BreastMap({ findings }: { findings: readonly FindingRow[] }) {
  return (
    <svg
      viewBox="0 0 340 150"
      className="mt-4 w-full max-w-sm text-ink"
      role="img"
      aria-label={`Breast map with ${findings.length} numbered marks, described in the table below`}
    >
      {(['left', 'right'] as const).map((breast) => {
        const { x, armpitSide } = CENTRES[breast];
        return (
          <g key={breast} fill="none" stroke="currentColor">
            <circle cx={x} cy={Y} r={RADIUS} />
            <circle cx={x} cy={Y} r={3} fill="currentColor" />
            <ellipse cx={x + armpitSide * ARMPIT.x} cy={Y + ARMPIT.y} rx={13} ry={8} strokeDasharray="2 2" />
            <text x={x} y={Y + RADIUS + 18} textAnchor="middle" fontSize="10" fill="currentColor" stroke="none">
              {breast === 'right' ? 'Her right' : 'Her left'}
            </text>
          </g>
        );
      })}
      {findings.map((row) => {
        const { x, armpitSide } = CENTRES[row.breast];
        const spot = markPoint(x, armpitSide, row.position);
        return (
          <g key={row.findingId}>
            <circle
              cx={spot.x}
              cy={spot.y}
              r={7}
              stroke="currentColor"
              className={row.stillThere ? 'fill-ink' : 'fill-canvas'}
            />
            <text
              x={spot.x}
              y={spot.y + 3}
              textAnchor="middle"
              fontSize="8"
              className={row.stillThere ? 'fill-canvas' : 'fill-ink'}
            >
              {row.number}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
