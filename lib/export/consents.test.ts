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
      { consent: 'terms', given: true, version: '2025-06', at: '2026-01-01T09:00:00Z' },
      // A withdrawn health-data consent keeps its version but has no time stamp.
      { consent: 'health-data', given: false, version: '2025-06', at: null },
      { consent: 'prize-draw', given: true, version: null, at: '2026-01-01T09:00:00Z' },
    ]);
  });

  it('adds the cookie choice when this browser has made one', () => {
    expect(consentsFromAttributes({}, 'accepted').at(-1)).toEqual({
      consent: 'cookies',
      given: true,
      version: null,
      at: null,
    });
  });
});
