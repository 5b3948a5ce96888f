import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadLiveOffers, loadMyCodes } from '@/lib/data/offers';
import { categoryOf, noOffersMessage } from '@/lib/forms/offers';
import { londonDate } from '@/lib/reminders/local-date';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { CategoryFilter } from './_components/category-filter';
import { heldCodeByOffer } from './_components/held-code';
import { JustClaimedProvider } from './_components/just-claimed';
import { OfferCard } from './_components/offer-card';
import { YourCodes } from './_components/your-codes';

export const metadata = protectedMetadata('/incentive');

const page = protectedPage('/incentive');

export default async function IncentivePage({
  searchParams,
}: {
  searchParams: Promise<{ category?: string | string[] }>;
}) {
  const session = await requireUser(page.path);
  const category = categoryOf((await searchParams).category);
  // Every live offer in one read: "Your codes" needs every offer's name whatever the filter shows, so the
  // category is filtered here rather than asked of the API a second time.
  const [everyOffer, codes] = await Promise.all([loadLiveOffers(), loadMyCodes(session)]);
  const offers =
    everyOffer.ok && category
      ? { ...everyOffer, value: everyOffer.value.filter((offer) => offer.category === category) }
      : everyOffer;
  const heldByOffer = heldCodeByOffer(codes.ok ? codes.value : []);

  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      <p className="mb-6 max-w-2xl">
        Offers are a thank-you for keeping up your checks, never a condition of them. Claiming a code tells a partner
        nothing about you or your health.
      </p>
      <JustClaimedProvider>
        <section aria-labelledby="offers-heading" className="mb-12">
          <h2 id="offers-heading" className="mb-4 text-2xl font-bold">
            Offers
          </h2>
          <CategoryFilter current={category} />
          {!offers.ok ? (
            <DataUnavailable reason={offers.reason} nextPath={page.path} />
          ) : offers.value.length === 0 ? (
            <p>{noOffersMessage(category)}</p>
          ) : (
            <ul className="grid gap-6 lg:grid-cols-2">
              {offers.value.map((offer) => (
                <OfferCard key={offer.id} offer={offer} held={heldByOffer.get(offer.id) ?? null} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="codes-heading">
          <h2 id="codes-heading" className="mb-4 text-2xl font-bold">
            Your codes
          </h2>
          {codes.ok ? (
            <YourCodes
              codes={codes.value}
              offers={everyOffer.ok ? everyOffer.value : null}
              today={londonDate(new Date())}
            />
          ) : (
            <DataUnavailable reason={codes.reason} nextPath={page.path} />
          )}
        </section>
      </JustClaimedProvider>
    </>
  );
}
