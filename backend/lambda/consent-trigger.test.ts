import { consentStamps, handler, type PostConfirmationEvent } from './consent-trigger';
import { customAttributes } from '@/lib/auth/client/sign-up-attributes';
import { PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';
import { encodeSignUpRequest } from '@/lib/validation/sign-up-request';

const serverNow = new Date('2026-11-23T12:00:00.000Z');
const browserTime = '2020-01-01T00:00:00.000Z';
const request = (value: Parameters<typeof encodeSignUpRequest>[0]) => ({
  [customAttributes.signUpRequest]: encodeSignUpRequest(value),
});

describe('consentStamps', () => {
  it('makes her consent records from her sign-up request, stamped with the server time', () => {
    const stamps = consentStamps(
      { ...request({ terms: '2025-06', health: '2025-06', prizeDraw: true, source: 'pinkribbon' }), email: 'a@b.co' },
      serverNow,
    );
    expect(stamps).toEqual({
      [customAttributes.termsVersion]: '2025-06',
      [customAttributes.termsAt]: serverNow.toISOString(),
      [customAttributes.healthVersion]: '2025-06',
      [customAttributes.healthAt]: serverNow.toISOString(),
      [customAttributes.prizeDraw]: serverNow.toISOString(),
      [customAttributes.source]: 'pinkribbon',
    });
  });

  it('records no prize-draw join once the draw has closed: joining then enters her in nothing', () => {
    const stamps = consentStamps(
      request({ terms: '2025-06', prizeDraw: true, source: 'direct' }),
      new Date(PRIZE_DRAW_CLOSES_AT.getTime() + 60_000),
    );
    expect(stamps).toEqual({
      [customAttributes.termsVersion]: '2025-06',
      [customAttributes.termsAt]: new Date(PRIZE_DRAW_CLOSES_AT.getTime() + 60_000).toISOString(),
      [customAttributes.source]: 'direct',
    });
  });

  it('records no consent she did not give, and a source that is not a partner as direct', () => {
    const stamps = consentStamps(request({ terms: '2025-06', prizeDraw: false, source: 'evil.example' }), serverNow);
    expect(stamps).toEqual({
      [customAttributes.termsVersion]: '2025-06',
      [customAttributes.termsAt]: serverNow.toISOString(),
      [customAttributes.source]: 'direct',
    });
  });

  it('drops a version that is not one and ignores a request that is not JSON', () => {
    const forged = { [customAttributes.signUpRequest]: JSON.stringify({ terms: '<b>any</b>', prizeDraw: 'yes' }) };
    expect(consentStamps(forged, serverNow)).toEqual({ [customAttributes.source]: 'direct' });
    expect(consentStamps({ [customAttributes.signUpRequest]: 'not json' }, serverNow)).toEqual({});
  });

  it('stamps an account that signed up before sign-up requests with the server time in place of the browser’s', () => {
    const stamps = consentStamps(
      { [customAttributes.termsVersion]: '2025-06', [customAttributes.termsAt]: browserTime },
      serverNow,
    );
    expect(stamps).toEqual({ [customAttributes.termsAt]: serverNow.toISOString() });
  });
});

describe('handler', () => {
  it('leaves a confirmed password reset alone and returns the event, as Cognito requires', async () => {
    const event: PostConfirmationEvent = {
      triggerSource: 'PostConfirmation_ConfirmForgotPassword',
      userPoolId: 'eu-west-2_Abc',
      userName: 'someone',
      request: { userAttributes: request({ terms: '2025-06', prizeDraw: true, source: 'direct' }) },
    };
    await expect(handler(event)).resolves.toBe(event);
  });
});
