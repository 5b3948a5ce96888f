import type { SignupCount } from '@/lib/data/admin';
import { TableScroll } from '@/components/ui/table-scroll';

/**
 * `month` is already the UK month the sign-up fell in (backend countSignup): this only names it, at noon on its
 * 1st read in UTC, so neither the host's time zone nor a clock change can shift it into a neighbouring month.
 */
const monthName = (month: string) => {
  const date = new Date(`${month}-01T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** Sign-ups per partner source (direct when she came from no partner), month by month, newest month first. */
export function SignupsTable({ counts }: { counts: SignupCount[] }) {
  if (counts.length === 0) return <p>No sign-ups recorded yet.</p>;
  const rows = [...counts].sort((a, b) => b.month.localeCompare(a.month) || a.source.localeCompare(b.source));
  return (
    <TableScroll label="Sign-ups table">
      <table className="w-full min-w-[24rem] border-collapse text-left">
        <caption className="sr-only">Sign-ups by month and partner source</caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="p-2">
              Month
            </th>
            <th scope="col" className="p-2">
              Source
            </th>
            <th scope="col" className="p-2 text-right">
              Sign-ups
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.month}-${row.source}`} className="border-b border-line">
              <td className="p-2">{monthName(row.month)}</td>
              <td className="p-2">{row.source}</td>
              <td className="p-2 text-right">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
