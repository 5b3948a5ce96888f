import { closingTime, openingTime } from './closing';

/** The close is set in one file; tests and the local stack may move it, a deployment never can. */
describe('closingTime', () => {
  const current = closingTime({});

  it('is moved by PRIZE_DRAW_CLOSES locally, and not when deployed', () => {
    const moved = { PRIZE_DRAW_CLOSES: '2099-12-14 23:59' };
    expect(closingTime(moved)).toEqual({ date: '2099-12-14', time: '23:59' });
    expect(current).not.toEqual(closingTime(moved));
    expect(closingTime({ ...moved, APP_DEPLOYED: 'true' })).toEqual(current);
    expect(closingTime({ ...moved, AWS_LAMBDA_FUNCTION_NAME: 'Resolver' })).toEqual(current);
  });

  it('refuses a close it cannot read', () => {
    expect(() => closingTime({ PRIZE_DRAW_CLOSES: '14/12/2099' })).toThrow('YYYY-MM-DD HH:MM');
  });

  it('opens at PRIZE_DRAW_OPENS only where the close is moved too; unset, the draw has no opening', () => {
    const moved = { PRIZE_DRAW_CLOSES: '2099-12-14 23:59' };
    expect(openingTime(moved)).toBeNull();
    expect(openingTime({ ...moved, PRIZE_DRAW_OPENS: '2099-06-14 23:59' })).toEqual({
      date: '2099-06-14',
      time: '23:59',
    });
    expect(openingTime({ PRIZE_DRAW_OPENS: '2099-06-14 23:59' })).toEqual(openingTime({}));
    expect(() => openingTime({ ...moved, PRIZE_DRAW_OPENS: 'June' })).toThrow('PRIZE_DRAW_OPENS must be');
  });
});
