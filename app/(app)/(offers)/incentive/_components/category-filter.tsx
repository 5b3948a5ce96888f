import { OFFER_CATEGORIES, type OfferCategory } from '@/graphql/generated/enums';
import { CATEGORY_LABELS } from '@/lib/forms/offers';

/** A plain GET form: the category is not health data, so it may sit in the address. */
export function CategoryFilter({ current }: { current: OfferCategory | null }) {
  return (
    <form method="get" action="/incentive" className="mb-8 flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor="offer-category" className="block font-semibold">
          Show offers in
        </label>
        <select
          id="offer-category"
          name="category"
          defaultValue={current?.toLowerCase() ?? ''}
          className="mt-1 min-h-11 rounded-md border-2 border-ink bg-surface px-3 text-ink"
        >
          <option value="">All categories</option>
          {OFFER_CATEGORIES.map((category) => (
            <option key={category} value={category.toLowerCase()}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="min-h-11 rounded-md border-2 border-pink px-4 font-semibold">
        Show offers
      </button>
    </form>
  );
}
