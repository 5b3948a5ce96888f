import {
  checkPosition,
  directionWords,
  fromFindingLocation,
  moveByKey,
  NIPPLE,
  pointOf,
  positionAt,
  positionLabel,
  quadrantOf,
  toFindingLocation,
  type MapPosition,
} from './breast-map';

const at = (clock: number, distanceCm: number): MapPosition => ({ area: 'breast', clock, distanceCm });

describe('labels', () => {
  test('say side, clock and distance the way she would tell her GP', () => {
    expect(positionLabel('LEFT', at(2, 3))).toBe("left breast, 2 o'clock, 3 cm from the nipple");
    expect(positionLabel('RIGHT', at(12, 0))).toBe('right breast, at the nipple');
    expect(positionLabel('RIGHT', { area: 'armpit' })).toBe('right armpit');
    expect(positionLabel('LEFT', { area: 'whole' })).toBe('whole left breast');
  });

  test('name the direction so the clock orientation cannot be misread', () => {
    // As she looks down, 3 o'clock is on her right: the middle of her chest for the left breast.
    expect(directionWords('LEFT', 3)).toBe('towards the middle of the chest');
    expect(directionWords('RIGHT', 3)).toBe('towards the armpit');
    expect(directionWords('LEFT', 10)).toBe('upper, towards the armpit');
    expect(directionWords('RIGHT', 7)).toBe('lower, towards the middle of the chest');
    expect(directionWords('LEFT', 12)).toBe('above the nipple');
    expect(directionWords('LEFT', 6)).toBe('below the nipple');
  });
});

describe('quadrants kept for older readers', () => {
  test.each([
    ['LEFT', 2, 'UPPER_INNER'],
    ['RIGHT', 2, 'UPPER_OUTER'],
    ['LEFT', 10, 'UPPER_OUTER'],
    ['RIGHT', 10, 'UPPER_INNER'],
    ['LEFT', 5, 'LOWER_INNER'],
    ['RIGHT', 7, 'LOWER_INNER'],
    ['RIGHT', 12, 'UPPER_OUTER'],
    ['LEFT', 6, 'LOWER_OUTER'],
    ['LEFT', 9, 'UPPER_OUTER'],
    ['LEFT', 3, 'UPPER_INNER'],
  ] as const)('%s breast at %i o’clock is %s', (side, clock, quadrant) => {
    expect(quadrantOf(side, at(clock, 4))).toBe(quadrant);
  });

  test('the nipple, armpit and whole breast have their own locations and no clock', () => {
    expect(toFindingLocation('LEFT', at(4, 0))).toEqual({ location: 'CENTRAL', clock: 4, distanceCm: 0 });
    expect(toFindingLocation('LEFT', { area: 'armpit' })).toEqual({
      location: 'ARMPIT',
      clock: null,
      distanceCm: null,
    });
    expect(toFindingLocation('RIGHT', { area: 'whole' })).toEqual({
      location: 'WHOLE_BREAST',
      clock: null,
      distanceCm: null,
    });
  });

  test('a stored finding reads back to its map position; one recorded by quadrant only has none', () => {
    expect(fromFindingLocation({ location: 'UPPER_OUTER', clock: 10, distanceCm: 5 })).toEqual(at(10, 5));
    expect(fromFindingLocation({ location: 'ARMPIT' })).toEqual({ area: 'armpit' });
    expect(fromFindingLocation({ location: 'UPPER_OUTER' })).toBeNull();
    expect(fromFindingLocation({ location: 'CENTRAL' })).toEqual(NIPPLE);
  });
});

describe('the drawn clock face', () => {
  test('every position survives drawing and picking it again', () => {
    for (let clock = 1; clock <= 12; clock += 1) {
      for (let distanceCm = 1; distanceCm <= 15; distanceCm += 1) {
        const { x, y } = pointOf(clock, distanceCm, 150);
        expect(positionAt(x, y, 150)).toEqual(at(clock, distanceCm));
      }
    }
  });

  test('12 o’clock is up and 3 o’clock to the right', () => {
    const twelve = pointOf(12, 15, 100);
    const three = pointOf(3, 15, 100);
    expect(twelve.x).toBeCloseTo(0);
    expect(twelve.y).toBeCloseTo(-100);
    expect(three.x).toBeCloseTo(100);
    expect(three.y).toBeCloseTo(0);
  });

  test('a point beyond the edge is off the map; the centre is the nipple', () => {
    expect(positionAt(0, -110, 100)).toBeNull();
    expect(positionAt(1, 1, 100)).toEqual(NIPPLE);
  });

  test('positions off the map are refused with a message for the field', () => {
    expect(checkPosition(13, 3)).toEqual({ ok: false, message: 'Choose a clock position from 1 to 12.' });
    expect(checkPosition(0, 3).ok).toBe(false);
    expect(checkPosition(3, 16)).toEqual({ ok: false, message: 'Choose a distance from the nipple from 0 to 15 cm.' });
    expect(checkPosition(3, 2.5).ok).toBe(false);
    expect(checkPosition(3, 2)).toEqual({ ok: true, position: at(3, 2) });
  });
});

describe('keyboard', () => {
  test('left and right go round the clock, wrapping between 12 and 1', () => {
    expect(moveByKey(at(12, 3), 'ArrowRight')).toEqual(at(1, 3));
    expect(moveByKey(at(1, 3), 'ArrowLeft')).toEqual(at(12, 3));
    expect(moveByKey(at(6, 3), 'ArrowLeft')).toEqual(at(5, 3));
  });

  test('up and down move away from and towards the nipple and stop at the edges', () => {
    expect(moveByKey(at(2, 3), 'ArrowUp')).toEqual(at(2, 4));
    expect(moveByKey(at(2, 15), 'ArrowUp')).toEqual(at(2, 15));
    expect(moveByKey(at(2, 0), 'ArrowDown')).toEqual(at(2, 0));
    expect(moveByKey(at(2, 9), 'Home')).toEqual(NIPPLE);
    expect(moveByKey(at(2, 9), 'End')).toEqual(at(2, 15));
  });

  test('going round from the nipple steps off it, so the move is visible; other keys do nothing', () => {
    expect(moveByKey(NIPPLE, 'ArrowRight')).toEqual(at(1, 1));
    expect(moveByKey({ area: 'armpit' }, 'ArrowUp')).toEqual(at(12, 1));
    expect(moveByKey(at(2, 3), 'Enter')).toBeNull();
  });
});
