import { savedAsFirstSent } from './saved-as-first-sent';

test('a save that met an earlier try says it was kept as first sent, and that her later changes are not in it', () => {
  expect(savedAsFirstSent('Your check')).toBe(
    'Your check was saved as you first sent it; what you changed after that is not in it.',
  );
});
