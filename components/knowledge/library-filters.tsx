import Link from 'next/link';
import { articleCategories } from '@/lib/content/article-schema';
import { libraryHref, type LibraryQuery } from '@/lib/content/article-search';
import { categoryLabels } from './category-labels';

const chip = 'inline-flex min-h-11 items-center rounded-full border-2 px-4 py-1.5 font-semibold no-underline';

/**
 * Category links and a search box. The form is a plain GET to /knowledge/search, so search and filters work with
 * JavaScript switched off; the current category travels with the search in a hidden field.
 */
export function LibraryFilters({ query }: { query: LibraryQuery }) {
  const options = [
    { value: undefined, label: 'All' },
    ...articleCategories.map((value) => ({ value, label: categoryLabels[value] })),
  ];
  return (
    <div className="mb-10 space-y-6">
      <form
        action="/knowledge/search"
        method="get"
        role="search"
        aria-label="Search the library"
        className="flex max-w-2xl flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="library-q" className="block font-semibold">
            Search articles
          </label>
          <input
            id="library-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            className="mt-1 min-h-11 w-full rounded-md border-2 border-line bg-surface px-3 text-ink"
          />
        </div>
        <div>
          <label htmlFor="library-category" className="block font-semibold">
            Category
          </label>
          <select
            id="library-category"
            name="category"
            defaultValue={query.category ?? ''}
            className="mt-1 min-h-11 rounded-md border-2 border-line bg-surface px-3 text-ink"
          >
            <option value="">All categories</option>
            {articleCategories.map((value) => (
              <option key={value} value={value}>
                {categoryLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="min-h-11 rounded-md bg-pink px-5 font-semibold text-on-pink">
          Search
        </button>
      </form>
      <nav aria-label="Filter by category">
        <ul className="flex flex-wrap gap-2">
          {options.map((option) => {
            const current = option.value === query.category;
            return (
              <li key={option.label}>
                <Link
                  href={libraryHref({ category: option.value, q: query.q })}
                  aria-current={current ? 'page' : undefined}
                  className={`${chip} ${current ? 'border-pink bg-pink text-on-pink' : 'border-line text-ink'}`}
                >
                  {option.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
