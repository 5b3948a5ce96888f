import { categoryOf, claimSchema, noOffersMessage, ukDate } from './offers';

describe('offers forms', () => {
  it('reads a known category case-insensitively and ignores anything else', () => {
    expect(categoryOf('beauty')).toBe('BEAUTY');
    expect(categoryOf('GARDEN')).toBe('GARDEN');
    expect(categoryOf('cars')).toBeNull();
    expect(categoryOf(['HOME'])).toBeNull();
    expect(categoryOf(undefined)).toBeNull();
  });

  it('with no offers live, names a category only when she filtered by one', () => {
    expect(noOffersMessage(null)).toBe('There are no offers just now.');
    expect(noOffersMessage('GARDEN')).toBe('There are no offers in this category just now.');
  });

  it('needs an offer id to claim', () => {
    expect(claimSchema.safeParse({ offerId: '' }).success).toBe(false);
    expect(claimSchema.safeParse({ offerId: 'offer-1' }).success).toBe(true);
  });

  it('writes dates the UK way', () => {
    expect(ukDate('2026-12-31')).toBe('31 December 2026');
    expect(ukDate('not a date')).toBe('not a date');
  });
});
