import Link from 'next/link';
import { PageIntro } from '@/components/ui/page-intro';
import { longDate } from '@/lib/diary/describe';
import { periodStarts } from '@/lib/diary/period-history';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { loadDiaryChecks } from '../_lib/load-diary';

export const metadata = protectedMetadata('/period');

const page = protectedPage('/period');

export default async function PeriodPage() {
  // The gate: loadDiaryChecks calls requireUser() before reading her checks.
  const checks = await loadDiaryChecks(page);
  if (!checks.ok) return checks.screen;
  const starts = periodStarts(checks.value);
  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      <p className="mb-6 max-w-2xl">
        Breasts are often less tender a few days after a period ends, which makes that a good time to check. You record
        the first day of your last period when you do each <Link href="/checking">check</Link>, before you answer
        whether you noticed anything different.
      </p>
      {starts.length === 0 ? (
        <p>No period dates recorded yet.</p>
      ) : (
        <table className="w-full max-w-2xl border-collapse text-left">
          <caption className="mb-2 text-left text-xl font-bold">Your recorded periods, newest first</caption>
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="py-2">
                First day
              </th>
              <th scope="col" className="py-2">
                Cycle length
              </th>
            </tr>
          </thead>
          <tbody>
            {starts.map((start) => (
              <tr key={start.day} className="border-b border-line">
                <td className="py-2">{longDate(start.day)}</td>
                <td className="py-2">{start.cycleLength ? `${start.cycleLength} days` : 'Not known yet'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
