import type { CheckIn } from '@/lib/data/check-ins';
import { formatDayLong } from '@/lib/trends';
import { PHQ4_TOTAL_MAX } from '@/lib/validation/phq4';
import { TableScroll } from '@/components/ui/table-scroll';
import { Phq4Source, UrgentHelp } from './phq4-help';
import { PHQ4_BAND_WORDS } from './phq4-result';

/** Her PHQ-4 answers over time on /mood, newest first; nothing when she has never answered it. */
export function Phq4History({ entries }: { entries: readonly CheckIn[] }) {
  const answered = entries.filter((entry) => entry.phq4).reverse();
  if (answered.length === 0) return null;
  return (
    <section aria-labelledby="phq4-history-heading" className="mt-10 max-w-3xl">
      <h2 id="phq4-history-heading" className="text-2xl font-bold">
        Your PHQ-4 answers
      </h2>
      <p className="mt-2 text-ink-muted">
        Screening scores, not a diagnosis. A score of 3 or more on the anxiety or the low mood questions suggests
        talking to your GP.
      </p>
      <TableScroll label="Your PHQ-4 scores by date" className="mt-4">
        <table className="w-full text-left">
          <caption className="sr-only">Your PHQ-4 scores by date</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4">
                Date
              </th>
              <th scope="col" className="py-2 pr-4">
                Score (out of {PHQ4_TOTAL_MAX})
              </th>
              <th scope="col" className="py-2 pr-4">
                Anxiety (out of 6)
              </th>
              <th scope="col" className="py-2">
                Low mood (out of 6)
              </th>
            </tr>
          </thead>
          <tbody>
            {answered.map(({ id, checked, phq4 }) => (
              <tr key={id} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {formatDayLong(checked)}
                </th>
                <td className="py-2 pr-4">
                  {phq4!.total}, {PHQ4_BAND_WORDS[phq4!.band].replace(/ \(.*\)$/, '')}
                </td>
                <td className="py-2 pr-4">{phq4!.anxiety}</td>
                <td className="py-2">{phq4!.depression}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <UrgentHelp />
      <Phq4Source />
    </section>
  );
}
