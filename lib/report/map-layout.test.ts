import { MAP_CENTRES, MARK_RADIUS, placeMarks, type MapMark } from './map-layout';

const mark = (number: number, breast: MapMark['breast'], position: MapMark['position']): MapMark => ({
  number,
  breast,
  position,
  stillThere: true,
});

describe('placeMarks', () => {
  it('moves each repeat in one spot a mark’s width along, and leaves marks in other spots where they are', () => {
    const [first, second, third, elsewhere] = placeMarks([
      mark(1, 'left', { area: 'region', region: 'UPPER_OUTER' }),
      mark(2, 'left', { area: 'region', region: 'UPPER_OUTER' }),
      mark(3, 'left', { area: 'region', region: 'UPPER_OUTER' }),
      mark(4, 'right', { area: 'region', region: 'UPPER_OUTER' }),
    ]);
    expect(second!.x - first!.x).toBe(2 * MARK_RADIUS);
    expect(third!.x - first!.x).toBe(4 * MARK_RADIUS);
    expect([second!.y, third!.y]).toEqual([first!.y, first!.y]);
    // Her right breast's upper outer quadrant mirrors her left's: nothing was there before it.
    expect(elsewhere!.x - MAP_CENTRES.right.x).toBeCloseTo(MAP_CENTRES.left.x - first!.x);
  });

  it('moves repeats in her left armpit inwards, away from the drawing’s right edge', () => {
    const [first, second] = placeMarks([mark(1, 'left', { area: 'armpit' }), mark(2, 'left', { area: 'armpit' })]);
    expect(second!.x).toBe(first!.x - 2 * MARK_RADIUS);
  });
});

describe('the map as a doctor facing her sees it', () => {
  it('draws her right breast on the left of the drawing, each armpit on its outer side', () => {
    expect(MAP_CENTRES.right.x).toBeLessThan(MAP_CENTRES.left.x);
    const [rightArmpit, leftArmpit] = placeMarks([
      mark(1, 'right', { area: 'armpit' }),
      mark(2, 'left', { area: 'armpit' }),
    ]);
    expect(rightArmpit!.x).toBeLessThan(MAP_CENTRES.right.x);
    expect(leftArmpit!.x).toBeGreaterThan(MAP_CENTRES.left.x);
  });

  it('mirrors the hour she marked: her 10 o’clock on the left breast is drawn up and out, at 2 o’clock', () => {
    const [marked] = placeMarks([mark(1, 'left', { area: 'breast', clock: 10, distanceCm: 4 })]);
    const centre = MAP_CENTRES.left;
    // Towards her left armpit (the drawing's right) and towards her chin, as 2 o'clock on a clock face.
    expect(marked!.x).toBeGreaterThan(centre.x);
    expect(marked!.y).toBeLessThan(centre.y);
    expect(Math.atan2(marked!.x - centre.x, centre.y - marked!.y)).toBeCloseTo((2 * Math.PI) / 6);
  });

  it('leaves 12 and 6 o’clock straight above and below the nipple', () => {
    const [top, bottom] = placeMarks([
      mark(1, 'right', { area: 'breast', clock: 12, distanceCm: 4 }),
      mark(2, 'right', { area: 'breast', clock: 6, distanceCm: 4 }),
    ]);
    expect(top!.x).toBeCloseTo(MAP_CENTRES.right.x);
    expect(top!.y).toBeLessThan(MAP_CENTRES.right.y);
    expect(bottom!.x).toBeCloseTo(MAP_CENTRES.right.x);
    expect(bottom!.y).toBeGreaterThan(MAP_CENTRES.right.y);
  });
});
