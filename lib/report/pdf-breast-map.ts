import { ARMPIT_OFFSET, clockPoint, MAP_CENTRES, MAP_RADIUS, placeMarks, type MapMark } from './map-layout';

type Pdf = PDFKit.PDFDocument;

const INK = '#1f1f1f';
const MUTED = '#6b6b6b';

/**
 * Two breasts as a doctor facing her sees them (her right on the left of the drawing), a clock face on each in
 * the same convention as the report's hours, and a numbered mark per finding; hollow marks are findings that
 * have gone. Returns the drawing's height.
 */
export function drawBreastMap(doc: Pdf, marks: readonly MapMark[], left: number, top: number): number {
  doc.save().lineWidth(0.8);
  for (const breast of ['left', 'right'] as const) {
    const { armpitSide } = MAP_CENTRES[breast];
    const x = left + MAP_CENTRES[breast].x;
    const y = top + MAP_CENTRES[breast].y;
    doc.circle(x, y, MAP_RADIUS).strokeColor(INK).stroke();
    doc.circle(x, y, 3).fillColor(MUTED).fill();
    for (const hour of [12, 3, 6, 9]) {
      const point = clockPoint(x, y, hour, MAP_RADIUS + 7);
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
      .text(breast === 'right' ? 'Her right' : 'Her left', x - 40, y + MAP_RADIUS + 12, { width: 80, align: 'center' });
  }
  for (const mark of placeMarks(marks)) drawMark(doc, left + mark.x, top + mark.y, mark);
  doc.restore();
  return 2 * MAP_RADIUS + 58;
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
