import { signUpSchema } from '@/lib/auth/schemas';
import { CONSENT_RECORD_ATTRIBUTES } from '@/lib/validation/identity-permissions';
import { readSignUpRequest, signUpSource } from '@/lib/validation/sign-up-request';
import { CONSENT_VERSIONS, signUpAttributes } from './sign-up-attributes';

describe('signUpSource', () => {
  it.each([
    ['pinkribbon', 'pinkribbon'],
    [' PinkRibbon ', 'pinkribbon'],
    ['mariecurie', 'mariecurie'],
    ['', 'direct'],
    [null, 'direct'],
    ['evil<script>', 'direct'],
    ['somewhere-else', 'direct'],
  ])('%p is recorded as %p', (raw, expected) => {
    expect(signUpSource(raw)).toBe(expected);
  });
});

describe('signUpAttributes', () => {
  const input = signUpSchema.parse({
    email: 'jo@example.com',
    password: 'Str0ng-Pass',
    prefix: 'Dr',
    givenName: 'Jo',
    familyName: 'Bloggs',
    phone: '07700 900123',
    termsConsent: 'on',
    healthConsent: 'on',
  });

  it('sends her details and one sign-up request: both consents with their versions, the draw and the source', () => {
    const { 'custom:sign_up_request': request, ...details } = signUpAttributes(input, { source: 'pinkribbon' });
    expect(details).toEqual({
      email: 'jo@example.com',
      given_name: 'Jo',
      family_name: 'Bloggs',
      phone_number: '+447700900123',
      'custom:prefix': 'Dr',
    });
    expect(readSignUpRequest(request)).toEqual({
      terms: CONSENT_VERSIONS.terms,
      health: CONSENT_VERSIONS.healthData,
      prizeDraw: true,
      source: 'pinkribbon',
    });
  });

  it('never sends a consent record itself: the app client may not write them', () => {
    const attributes = signUpAttributes(input, { source: 'pinkribbon' });
    for (const name of CONSENT_RECORD_ATTRIBUTES) expect(attributes).not.toHaveProperty([name]);
  });

  it('leaves out what she did not give, and never stores an unknown source', () => {
    const attributes = signUpAttributes({ ...input, prefix: '', phone: '' }, { source: 'unknown-site' });
    expect(attributes).not.toHaveProperty('phone_number');
    expect(attributes).not.toHaveProperty('custom:prefix');
    expect(readSignUpRequest(attributes['custom:sign_up_request'])?.source).toBe('direct');
  });

  it('keeps every custom attribute name within Cognito’s 20-character limit', () => {
    for (const name of Object.keys(signUpAttributes(input, { source: '' })).filter((key) =>
      key.startsWith('custom:'),
    )) {
      expect(name.slice('custom:'.length).length).toBeLessThanOrEqual(20);
    }
  });
});
