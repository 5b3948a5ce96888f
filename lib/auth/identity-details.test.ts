import { identityAttributeChanges } from './identity-details';

test('each detail she gives is set on her sign-in account under its Cognito name', () => {
  expect(identityAttributeChanges({ prefix: 'Dr', given: 'Grace', family: 'Hopper', phone: '+447700900982' })).toEqual({
    set: { 'custom:prefix': 'Dr', given_name: 'Grace', family_name: 'Hopper', phone_number: '+447700900982' },
    remove: [],
  });
});

test('a detail she clears is removed there too, never left behind or set to blank', () => {
  expect(identityAttributeChanges({ prefix: null, given: 'Grace', family: null, phone: null })).toEqual({
    set: { given_name: 'Grace' },
    remove: ['custom:prefix', 'family_name', 'phone_number'],
  });
});
