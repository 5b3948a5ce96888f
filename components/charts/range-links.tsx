import { TREND_RANGES, type TrendRange } from '@/lib/trends';

export interface RangeLinksProps {
  /** The history page, e.g. '/stress'; the range goes in `?range=` (never health data, only the period shown). */
  basePath: string;
  current: TrendRange;
}

/** 3 months / 6 months / 12 months / All as plain links: the server renders the new range, no script needed. */
export function RangeLinks({ basePath, current }: RangeLinksProps) {
  return (
    <nav aria-label="Time range">
      <ul className="flex flex-wrap gap-2">
        {TREND_RANGES.map((range) => {
          const active = range.value === current;
          return (
            <li key={range.value}>
              <a
                href={`${basePath}?range=${range.value}`}
                aria-current={active ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm no-underline ${
                  active ? 'border-pink bg-pink font-semibold text-on-pink' : 'border-line text-ink'
                }`}
              >
                {range.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
