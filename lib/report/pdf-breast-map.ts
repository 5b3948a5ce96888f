import type { Breast, MapPosition } from './types';

type Pdf = PDFKit.PDFDocument;

export interface MapMark {
  number: number;
  breast: Breast;
  position: MapPosition | null;
  stillThere: boolean;
}

const RADIUS = 44;
const ARMPIT_OFFSET = { x: 58, y: -40 };
/** Distances beyond this many cm are drawn at the edge. */
const EDGE_CM = 8;
const INK = '#1f1f1f';
const MUTED = '#6b6b6b';

/**
 * Two breasts as she looks down at herself (her left on the left of the drawing, as the API's clock positions
 * are), a clock face on each, and a numbered mark per finding; hollow marks are findings that have gone.
 * Returns the drawing's height.
 */
export function drawBreastMap(doc: Pdf, marks: readonly MapMark[], left: number, top: number): number {
  const centres: Record<Breast, { x: number; y: number; armpitSide: number }> = {
    left: { x: left + 90, y: top + 70, armpitSide: -1 },
    right: { x: left + 250, y: top + 70, armpitSide: 1 },
  };
  doc.save().lineWidth(0.8);
  for (const breast of ['left', 'right'] as const) {
    const { x, y, armpitSide } = centres[breast];
    doc.circle(x, y, RADIUS).strokeColor(INK).stroke();
    doc.circle(x, y, 3).fillColor(MUTED).fill();
    for (const hour of [12, 3, 6, 9]) {
      const point = clockPoint(x, y, hour, RADIUS + 7);
      doc
        .fillColor(MUTED)
        .fontSize(6.5)
        .text(String(hour), point.x - 6, point.y - 3, { width: 12, align: 'center' });
    }
    doc
      .ellipse(x + armpitSide * ARMPIT_OFFSET.x, y + ARMPIT_OFFSET.y, 13, 8)
      .dash(2, { space: 2 })
      .strokeColor(MUTED)
      .stroke()
      .undash();
    doc
      .fillColor(INK)
      .fontSize(8)
      .text(breast === 'right' ? 'Her right' : 'Her left', x - 40, y + RADIUS + 12, { width: 80, align: 'center' });
  }
  const placed = new Map<string, number>();
  for (const mark of marks) {
    const { x, y, armpitSide } = centres[mark.breast];
    const spot = markPoint(x, y, armpitSide, mark.position);
    const key = `${Math.round(spot.x)}:${Math.round(spot.y)}`;
    const nudge = placed.get(key) ?? 0;
    placed.set(key, nudge + 1);
    drawMark(doc, spot.x + nudge * 9, spot.y, mark);
  }
  doc.restore();
  return 2 * RADIUS + 58;
}

function clockPoint(x: number, y: number, hour: number, distance: number): { x: number; y: number } {
  const angle = (hour % 12) * (Math.PI / 6);
  return { x: x + distance * Math.sin(angle), y: y - distance * Math.cos(angle) };
}

/** Clock hour at the middle of a quadrant, as she looks down; outer is towards that breast's armpit. */
function regionClock(region: string, armpitSide: number): number {
  const upper = region.startsWith('UPPER');
  const outerIsHerRight = armpitSide > 0;
  const towardsHerRight = region.endsWith('OUTER') === outerIsHerRight;
  if (upper) return towardsHerRight ? 1.5 : 10.5;
  return towardsHerRight ? 4.5 : 7.5;
}

function markPoint(x: number, y: number, armpitSide: number, position: MapPosition | null) {
  if (position?.area === 'armpit') return { x: x + armpitSide * ARMPIT_OFFSET.x, y: y + ARMPIT_OFFSET.y };
  if (position?.area === 'region') {
    if (position.region === 'CENTRAL') return { x, y };
    return clockPoint(x, y, regionClock(position.region, armpitSide), RADIUS * 0.55);
  }
  // Whole-breast and unplaced findings sit beside the breast, below its inner side.
  if (!position || position.area === 'whole') return { x: x - armpitSide * (RADIUS + 14), y: y + RADIUS - 6 };
  const share = position.distanceCm == null ? 0.6 : Math.min(position.distanceCm / EDGE_CM, 1) * 0.85;
  return clockPoint(x, y, position.clock, Math.max(share * RADIUS, 8));
}

function drawMark(doc: Pdf, x: number, y: number, mark: MapMark): void {
  doc.circle(x, y, 6.5).lineWidth(1);
  if (mark.stillThere) doc.fillAndStroke(INK, INK);
  else doc.fillAndStroke('#ffffff', INK);
  doc
    .fillColor(mark.stillThere ? '#ffffff' : INK)
    .fontSize(7)
    .text(String(mark.number), x - 6.5, y - 3.6, { width: 13, align: 'center', lineBreak: false });
}
