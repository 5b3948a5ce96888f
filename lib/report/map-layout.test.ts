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

  it('moves repeats in her right armpit inwards, away from the drawing’s right edge', () => {
    const [first, second] = placeMarks([mark(1, 'right', { area: 'armpit' }), mark(2, 'right', { area: 'armpit' })]);
    expect(second!.x).toBe(first!.x - 2 * MARK_RADIUS);
  });
});
