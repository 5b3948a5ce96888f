/**
 * CSV text for admin exports (RFC 4180 quoting). A cell that a spreadsheet would run as a formula
 * (= + - @ at the start) is prefixed with an apostrophe: entrants type their own names.
 */
function cell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
