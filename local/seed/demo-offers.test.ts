import { resolveField } from '@/backend/api/dispatch';
import { partnerData } from '@/content/partners';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import { seedDemoOffers } from './demo-offers';

const store = useTestStore();
const NOW = new Date('2026-11-23T12:00:00Z');

test('every brand partner gets a live demonstration offer with codes, and seeding again adds nothing', async () => {
  const call = (
    identity: Parameters<typeof resolveField>[0]['identity'],
    parentTypeName: string,
    fieldName: string,
    args: Record<string, unknown>,
  ) => resolveField({ parentTypeName, fieldName, arguments: args, identity }, { store: store(), now: () => NOW });
  const admin = adminIdentity();
  await seedDemoOffers(call, admin, NOW);
  await seedDemoOffers(call, admin, NOW);

  const offers = (
    await graphqlAs(store(), identityFor(), NOW)(`query { liveOffers { id partner demonstration stock terms } }`)
  ).data?.liveOffers as { partner: string; demonstration: boolean; stock: number; terms: string }[];
  const brands = partnerData.filter((partner) => partner.kind === 'brand');
  expect(offers.map((offer) => offer.partner).sort()).toEqual(brands.map((partner) => partner.slug).sort());
  for (const offer of offers) {
    expect(offer).toMatchObject({ demonstration: true, stock: 12 });
    expect(offer.terms).toContain('there is no agreement');
  }
}, 30_000);
