import { facingClock } from './facing-clock';

test('mirrors her hour into the one a doctor facing her gives, leaving 12 and 6 where they are', () => {
  const hers = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  expect(hers.map(facingClock)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  // Turning it round twice gives her hour back.
  expect(hers.map((hour) => facingClock(facingClock(hour)))).toEqual(hers);
});
