import { partnerData } from '@/content/partners';
import type { AppSyncIdentity } from '@/backend/core/identity';

/** How many demonstration codes each demonstration offer gets. */
const CODES_PER_OFFER = 12;
const DAY = 24 * 3600 * 1000;

type Call = (
  identity: AppSyncIdentity,
  parentTypeName: string,
  fieldName: string,
  args: Record<string, unknown>,
) => Promise<unknown>;

/**
 * One demonstration offer per brand partner with an offer in content/partners.ts, each with a few codes.
 * Every one is marked `demonstration`, and its terms say that no agreement exists, so the local stack
 * never pretends a partner has agreed to anything. Ids are derived from the slug: seeding again adds nothing.
 */
export async function seedDemoOffers(call: Call, admin: AppSyncIdentity, now: Date): Promise<void> {
  const brands = partnerData.filter(
    (partner) => partner.kind === 'brand' && partner.offer && partner.category !== 'charity',
  );
  // Partners are independent, so they are seeded side by side.
  await Promise.all(
    brands.map(async (partner) => {
      const id = `${partner.slug}-demo`;
      await call(admin, 'Mutation', 'createOffer', {
        input: {
          id,
          partner: partner.slug,
          category: partner.category.toUpperCase(),
          title: `${partner.name} member offer`,
          benefit: partner.offer?.headline ?? 'A member discount',
          terms: `Demonstration only: there is no agreement with ${partner.name}, and this code will not work at their checkout.`,
          howToUse: `Copy your code and enter it at ${partner.name}'s checkout once the offer is agreed.`,
          startDate: new Date(now.getTime() - 7 * DAY).toISOString().slice(0, 10),
          endDate: new Date(now.getTime() + 180 * DAY).toISOString().slice(0, 10),
          status: 'LIVE',
          demonstration: true,
        },
      });
      const prefix = `DEMO-${partner.slug.toUpperCase().slice(0, 20)}`;
      const rows = Array.from({ length: CODES_PER_OFFER }, (_, n) => `${prefix}-${String(n + 1).padStart(3, '0')}`);
      await call(admin, 'Mutation', 'importCodes', { offerId: id, csv: ['code', ...rows].join('\n'), commit: true });
    }),
  );
}
