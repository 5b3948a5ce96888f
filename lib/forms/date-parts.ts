/**
 * A date typed in three boxes (GOV.UK's date input: Day, Month, Year), posted as `<name>-day`, `<name>-month`
 * and `<name>-year`. Joined here into YYYY-MM-DD for the schema to check; anything that is not three numbers
 * comes back unchanged in shape so the schema calls it "not a real date", and blanks stay blank.
 */
export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];

export const datePartName = (name: string, part: DatePart) => `${name}-${part}`;

export function joinDateParts(input: Record<string, string | undefined>, name: string): string {
  const [day, month, year] = DATE_PARTS.map((part) => (input[datePartName(name, part)] ?? '').trim());
  if (!day && !month && !year) return '';
  if (!/^\d{1,2}$/.test(day ?? '') || !/^\d{1,2}$/.test(month ?? '') || !/^\d{4}$/.test(year ?? ''))
    return `${year}-${month}-${day}`;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** The three boxes' values for a stored YYYY-MM-DD (or blanks), written as she would type them: 23 4 1985. */
export function splitDate(name: string, iso: string | null | undefined): Record<string, string> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  const [year, month, day] = match ? [match[1]!, String(Number(match[2])), String(Number(match[3]))] : ['', '', ''];
  return { [datePartName(name, 'day')]: day, [datePartName(name, 'month')]: month, [datePartName(name, 'year')]: year };
}
