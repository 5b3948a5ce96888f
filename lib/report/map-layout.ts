import { facingClock } from './facing-clock';
import type { Breast, MapPosition } from './types';

/**
 * Where the breast map puts each numbered mark, in the drawing's own units (its top-left corner at 0, 0), so the
 * screen's SVG and the PDF draw the same map: both breasts as a doctor facing her sees them, as clinical
 * diagrams are (her right breast on the drawing's left), each mark at the hour the report's words give.
 */
export interface MapMark {
  number: number;
  breast: Breast;
  position: MapPosition | null;
  stillThere: boolean;
}

export const MAP_RADIUS = 44;
export const ARMPIT_OFFSET = { x: 58, y: -40 };
/** Each breast's centre, and which side of the drawing its armpit is on. */
export const MAP_CENTRES: Record<Breast, { x: number; y: number; armpitSide: number }> = {
  right: { x: 90, y: 70, armpitSide: -1 },
  left: { x: 250, y: 70, armpitSide: 1 },
};
/** A mark's radius on screen (the PDF's are a little smaller): a repeat is moved by its width, so no mark covers another's number. */
export const MARK_RADIUS = 7;
/** Distances beyond this many cm are drawn at the edge. */
const EDGE_CM = 8;

export function clockPoint(x: number, y: number, hour: number, distance: number): { x: number; y: number } {
  const angle = (hour % 12) * (Math.PI / 6);
  return { x: x + distance * Math.sin(angle), y: y - distance * Math.cos(angle) };
}

/** Clock hour as drawn (3 on the drawing's right) at the middle of a quadrant; outer is towards its armpit. */
function regionClock(region: string, armpitSide: number): number {
  const upper = region.startsWith('UPPER');
  const towardsDrawingRight = region.endsWith('OUTER') === armpitSide > 0;
  if (upper) return towardsDrawingRight ? 1.5 : 10.5;
  return towardsDrawingRight ? 4.5 : 7.5;
}

function markPoint(breast: Breast, position: MapPosition | null): { x: number; y: number } {
  const { x, y, armpitSide } = MAP_CENTRES[breast];
  if (position?.area === 'armpit') return { x: x + armpitSide * ARMPIT_OFFSET.x, y: y + ARMPIT_OFFSET.y };
  if (position?.area === 'region') {
    if (position.region === 'CENTRAL') return { x, y };
    return clockPoint(x, y, regionClock(position.region, armpitSide), MAP_RADIUS * 0.55);
  }
  // Whole-breast and unplaced findings sit beside the breast, below its inner side.
  if (!position || position.area === 'whole') return { x: x - armpitSide * (MAP_RADIUS + 14), y: y + MAP_RADIUS - 6 };
  const share = position.distanceCm == null ? 0.6 : Math.min(position.distanceCm / EDGE_CM, 1) * 0.85;
  return clockPoint(x, y, facingClock(position.clock), Math.max(share * MAP_RADIUS, 8));
}

/**
 * Each mark with its point. Findings in the same spot (both in the armpit, both the whole breast, the same
 * quadrant) would hide each other's numbers, so each repeat is moved one mark's width along: to the right, but
 * to the left from her left armpit, which is at the drawing's right edge.
 */
export function placeMarks<Mark extends MapMark>(marks: readonly Mark[]): (Mark & { x: number; y: number })[] {
  const placed = new Map<string, number>();
  return marks.map((mark) => {
    const spot = markPoint(mark.breast, mark.position);
    const key = `${mark.breast}:${Math.round(spot.x)}:${Math.round(spot.y)}`;
    const repeats = placed.get(key) ?? 0;
    placed.set(key, repeats + 1);
    const atRightEdge = mark.position?.area === 'armpit' && MAP_CENTRES[mark.breast].armpitSide > 0;
    const step = atRightEdge ? -2 * MARK_RADIUS : 2 * MARK_RADIUS;
    return { ...mark, x: spot.x + repeats * step, y: spot.y };
  });
}
