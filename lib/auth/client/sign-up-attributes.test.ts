import { signUpSchema } from '@/lib/auth/schemas';
import { CONSENT_VERSIONS, signUpAttributes, signUpSource } from './sign-up-attributes';

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
  const now = new Date('2025-06-01T10:00:00.000Z');

  it('records both consents with version and time, the draw entry and the source', () => {
    expect(signUpAttributes(input, { now, source: 'pinkribbon' })).toEqual({
      email: 'jo@example.com',
      given_name: 'Jo',
      family_name: 'Bloggs',
      phone_number: '+447700900123',
      'custom:prefix': 'Dr',
      'custom:terms_version': CONSENT_VERSIONS.terms,
      'custom:terms_at': '2025-06-01T10:00:00.000Z',
      'custom:health_version': CONSENT_VERSIONS.healthData,
      'custom:health_at': '2025-06-01T10:00:00.000Z',
      'custom:prize_draw': '2025-06-01T10:00:00.000Z',
      'custom:source': 'pinkribbon',
    });
  });

  it('leaves out what she did not give, and never stores an unknown source', () => {
    const attributes = signUpAttributes({ ...input, prefix: '', phone: '' }, { now, source: 'unknown-site' });
    expect(attributes).not.toHaveProperty('phone_number');
    expect(attributes).not.toHaveProperty('custom:prefix');
    expect(attributes['custom:source']).toBe('direct');
  });

  it('keeps every custom attribute name within Cognito’s 20-character limit', () => {
    for (const name of Object.keys(signUpAttributes(input, { now, source: '' })).filter((key) =>
      key.startsWith('custom:'),
    )) {
      expect(name.slice('custom:'.length).length).toBeLessThanOrEqual(20);
    }
  });
});
