import { PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';
import { consentsFromAttributes } from './consents';

describe('consentsFromAttributes', () => {
  it('reads each consent from its server-stamped attribute', () => {
    const consents = consentsFromAttributes({
      'custom:terms_version': '2025-06',
      'custom:terms_at': '2026-01-01T09:00:00Z',
      'custom:health_version': '2025-06',
      'custom:health_at': '',
      'custom:prize_draw': '2026-01-01T09:00:00Z',
    });
    expect(consents).toEqual([
      {
        consent: 'terms',
        given: true,
        version: '2025-06',
        at: '2026-01-01T09:00:00Z',
        withdrawnAt: null,
        endedAt: null,
      },
      // A version without a time stamp is not a consent given.
      { consent: 'health-data', given: false, version: '2025-06', at: null, withdrawnAt: null, endedAt: null },
      {
        consent: 'prize-draw',
        given: true,
        version: null,
        at: '2026-01-01T09:00:00Z',
        withdrawnAt: null,
        endedAt: null,
      },
    ]);
  });

  it('a withdrawn health-data consent keeps when it was given and which version, and says when it was withdrawn', () => {
    const [, health] = consentsFromAttributes({
      'custom:health_version': '2025-06',
      'custom:health_at': '2026-01-01T09:00:00Z',
      'custom:health_withdrawn_at': '2026-03-01T10:00:00Z',
    });
    expect(health).toEqual({
      consent: 'health-data',
      given: false,
      version: '2025-06',
      at: '2026-01-01T09:00:00Z',
      withdrawnAt: '2026-03-01T10:00:00Z',
      endedAt: null,
    });
  });

  it('reads an older withdrawal (the version replaced by "withdrawn") as not given', () => {
    const [, health] = consentsFromAttributes({ 'custom:health_version': 'withdrawn' });
    expect(health).toMatchObject({ given: false, version: 'withdrawn', at: null, withdrawnAt: null });
  });

  it('adds the cookie choice when this browser has made one', () => {
    expect(consentsFromAttributes({}, 'accepted').at(-1)).toEqual({
      consent: 'cookies',
      given: true,
      version: null,
      at: null,
      withdrawnAt: null,
      endedAt: null,
    });
  });

  it('a prize-draw consent is given until the draw closes, then ended at the close, keeping when she joined', () => {
    const joined = { 'custom:prize_draw': '2026-01-01T09:00:00Z' };
    const drawOf = (now: Date) => consentsFromAttributes(joined, null, now)[2];
    expect(drawOf(new Date(PRIZE_DRAW_CLOSES_AT.getTime() - 1))).toMatchObject({ given: true, endedAt: null });
    expect(drawOf(PRIZE_DRAW_CLOSES_AT)).toEqual({
      consent: 'prize-draw',
      given: false,
      version: null,
      at: '2026-01-01T09:00:00Z',
      withdrawnAt: null,
      endedAt: PRIZE_DRAW_CLOSES_AT.toISOString(),
    });
    // Never joined: nothing ended.
    expect(consentsFromAttributes({}, null, PRIZE_DRAW_CLOSES_AT)[2]).toMatchObject({ given: false, endedAt: null });
  });

  it('after the close moves, a consent given in the last draw is ended at its close, not given again', () => {
    const lastClose = '2099-06-14T22:59:00.000Z';
    let consents: typeof consentsFromAttributes | undefined;
    const current = process.env.PRIZE_DRAW_OPENS;
    process.env.PRIZE_DRAW_OPENS = '2099-06-14 23:59';
    try {
      jest.isolateModules(() => {
        consents = jest.requireActual<typeof import('./consents')>('./consents').consentsFromAttributes;
      });
    } finally {
      if (current === undefined) delete process.env.PRIZE_DRAW_OPENS;
      else process.env.PRIZE_DRAW_OPENS = current;
    }
    const duringNextDraw = new Date('2099-07-01T12:00:00Z');
    const lastDraw = { 'custom:prize_draw': '2099-06-01T09:00:00.000Z' };
    expect(consents!(lastDraw, null, duringNextDraw)[2]).toMatchObject({ given: false, endedAt: lastClose });
    const thisDraw = { 'custom:prize_draw': '2099-06-20T09:00:00.000Z' };
    expect(consents!(thisDraw, null, duringNextDraw)[2]).toMatchObject({ given: true, endedAt: null });
  });
});
