import { toCodeOverview } from './code-overview';

describe('toCodeOverview', () => {
  it('counts codes per offer and status, with totals', () => {
    const overview = toCodeOverview(
      [
        { id: '1', source: 'welcome-hamper', productName: 'Festive hamper draw', status: 'CLAIMED' },
        { id: '2', source: 'welcome-hamper', productName: 'Festive hamper draw', status: 'AVAILABLE' },
        { id: '3', source: 'welcome-hamper', productName: 'Festive hamper draw', status: 'AVAILABLE' },
        { id: '4', source: 'partner-bra-fitting', productName: 'Bra fitting session', status: 'REDEEMED' },
      ],
      false,
    );
    expect(overview.total).toBe(4);
    expect(overview.totals).toEqual({ AVAILABLE: 2, CLAIMED: 1, REDEEMED: 1, EXPIRED: 0, VOID: 0 });
    expect(overview.offers.map((offer) => offer.productName)).toEqual(['Bra fitting session', 'Festive hamper draw']);
    expect(overview.offers[1]).toMatchObject({
      source: 'welcome-hamper',
      total: 3,
      counts: { AVAILABLE: 2, CLAIMED: 1 },
    });
    expect(overview.truncated).toBe(false);
  });

  it('names an offer by its source when it has no product name', () => {
    const overview = toCodeOverview([{ id: '1', source: 'spring-sale', productName: null, status: 'EXPIRED' }], true);
    expect(overview.offers[0]?.productName).toBe('spring-sale');
    expect(overview.truncated).toBe(true);
  });

  it('is empty without codes', () => {
    expect(toCodeOverview([], false)).toMatchObject({ offers: [], total: 0 });
  });
});
