import { consentStamps, handler, type PostConfirmationEvent } from './consent-trigger';
import { customAttributes } from '@/lib/auth/client/sign-up-attributes';

const serverNow = new Date('2026-11-23T12:00:00.000Z');
const browserTime = '2020-01-01T00:00:00.000Z';

describe('consentStamps', () => {
  it('replaces the browser times of every consent she gave with the server time', () => {
    const stamps = consentStamps(
      {
        [customAttributes.termsVersion]: '2025-06',
        [customAttributes.termsAt]: browserTime,
        [customAttributes.healthVersion]: '2025-06',
        [customAttributes.healthAt]: browserTime,
        [customAttributes.prizeDraw]: browserTime,
        email: 'a@example.com',
      },
      serverNow,
    );
    expect(stamps).toEqual({
      [customAttributes.termsAt]: serverNow.toISOString(),
      [customAttributes.healthAt]: serverNow.toISOString(),
      [customAttributes.prizeDraw]: serverNow.toISOString(),
    });
  });

  it('never stamps a consent she did not give', () => {
    const stamps = consentStamps(
      { [customAttributes.termsVersion]: '2025-06', [customAttributes.healthAt]: browserTime },
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
      request: { userAttributes: { [customAttributes.termsVersion]: '2025-06' } },
    };
    await expect(handler(event)).resolves.toBe(event);
  });
});
