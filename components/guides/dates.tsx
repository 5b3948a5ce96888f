const dayMonthYear = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date as precise as it was written: 2019-09-07 → 7 September 2019, 2016-08 → August 2016, 2018 → 2018. */
export function formatPartialDate(iso: string): string {
  if (iso.length === 4) return iso;
  if (iso.length === 7) return monthYear.format(new Date(`${iso}-01T00:00:00Z`));
  return dayMonthYear.format(new Date(`${iso}T00:00:00Z`));
}

export function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatPartialDate(iso)}</time>;
}
