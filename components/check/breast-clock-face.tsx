import { pointOf, type MapPosition, type Side } from '@/lib/check/breast-map';

/**
 * The drawing of one breast as she looks down at herself: a clock face centred on the nipple, rings every
 * 5 cm, and the armpit on the outer side (her left for the left breast). Marks are earlier findings; the
 * selected position is filled. Pure drawing: the map field and the archive's small maps share it.
 */

export const MAP_RADIUS = 100;
export const MAP_VIEWBOX = { x: -150, y: -150, width: 300, height: 280 } as const;

export interface MapMark {
  key: string;
  position: MapPosition;
  label: string;
}

export function armpitCentre(side: Side): { x: number; y: number } {
  return { x: side === 'LEFT' ? -126 : 126, y: -116 };
}

function markPoint(side: Side, position: MapPosition): { x: number; y: number } | null {
  if (position.area === 'armpit') return armpitCentre(side);
  if (position.area === 'whole') return null;
  return pointOf(position.clock, position.distanceCm, MAP_RADIUS);
}

export function BreastClockFace({
  side,
  marks = [],
  selected = null,
  showNumbers = true,
}: {
  side: Side;
  marks?: readonly MapMark[];
  selected?: MapPosition | null;
  showNumbers?: boolean;
}) {
  const armpit = armpitCentre(side);
  const selectedPoint = selected ? markPoint(side, selected) : null;
  const wholeMarked = [...marks.map((m) => m.position), ...(selected ? [selected] : [])].some(
    (p) => p.area === 'whole',
  );
  const selectedArmpit = selected?.area === 'armpit';
  return (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <ellipse
        data-area="armpit"
        cx={armpit.x}
        cy={armpit.y}
        rx="20"
        ry="30"
        transform={`rotate(${side === 'LEFT' ? 40 : -40} ${armpit.x} ${armpit.y})`}
        strokeDasharray="4 4"
        className={selectedArmpit ? 'fill-pink-soft stroke-pink' : 'fill-transparent'}
      />
      <circle r={MAP_RADIUS} className={wholeMarked ? 'fill-pink-soft' : 'fill-surface'} strokeWidth="2.5" />
      <circle r={(MAP_RADIUS * 2) / 3} strokeOpacity="0.45" />
      <circle r={MAP_RADIUS / 3} strokeOpacity="0.45" />
      <circle r="12" strokeOpacity="0.8" />
      <circle r="4" fill="currentColor" />
      {Array.from({ length: 12 }, (_, i) => {
        const hour = i + 1;
        const inner = pointOf(hour, 13.5, MAP_RADIUS);
        const outer = pointOf(hour, 15, MAP_RADIUS);
        const label = pointOf(hour, 17.2, MAP_RADIUS);
        return (
          <g key={hour}>
            <line x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} />
            {showNumbers ? (
              <text x={label.x} y={label.y + 5} textAnchor="middle" fill="currentColor" stroke="none" fontSize="15">
                {hour}
              </text>
            ) : null}
          </g>
        );
      })}
      {marks.map((mark) => {
        const point = markPoint(side, mark.position);
        if (!point) return null;
        return (
          <g key={mark.key}>
            <title>{mark.label}</title>
            <rect
              x={point.x - 6}
              y={point.y - 6}
              width="12"
              height="12"
              transform={`rotate(45 ${point.x} ${point.y})`}
              className="fill-amber stroke-amber"
            />
          </g>
        );
      })}
      {selectedPoint ? (
        <g className="stroke-pink">
          <circle cx={selectedPoint.x} cy={selectedPoint.y} r="13" strokeWidth="2.5" />
          <circle cx={selectedPoint.x} cy={selectedPoint.y} r="6" className="fill-pink" />
        </g>
      ) : null}
    </g>
  );
}
