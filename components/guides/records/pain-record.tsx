import { painPattern, type PainRecords } from '@/lib/content/guide-records';
import { CYCLE_DAYS } from '@/lib/diary/cycle';
import { EmptyRecord } from './empty-record';

/** Her recorded breast pain by day of her cycle, as a table so the pattern reads the same to everyone. */
export function PainRecord({ pain }: { pain: PainRecords | null }) {
  if (!pain || pain.records.length === 0) {
    return (
      <EmptyRecord
        message="You have no pain recorded. When you do a check, record any pain and the first day of your last period, and the pattern will show here."
        links={[{ href: '/checking', label: 'Do a check, and record your period there' }]}
      />
    );
  }
  const pattern = painPattern(pain.records);
  return (
    <div>
      <h3 className="text-xl font-bold text-ink">Your pain by cycle day</h3>
      {pattern.byCycleDay.length > 0 && (
        <table className="mt-3 w-full max-w-xl border-collapse text-left">
          <caption className="sr-only">Breast pain you recorded, by day of your cycle</caption>
          <thead>
            <tr>
              <th scope="col" className="border border-line bg-surface-raised p-2">
                Cycle day
              </th>
              <th scope="col" className="border border-line bg-surface-raised p-2">
                Times recorded
              </th>
              <th scope="col" className="border border-line bg-surface-raised p-2">
                Worst pain (out of {pain.scaleMax})
              </th>
            </tr>
          </thead>
          <tbody>
            {pattern.byCycleDay.map((day) => (
              <tr key={day.cycleDay}>
                <th scope="row" className="border border-line p-2 font-normal">
                  Day {day.cycleDay}
                </th>
                <td className="border border-line p-2">{day.times}</td>
                <td className="border border-line p-2">{day.highestSeverity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pattern.withoutCycleDay > 0 && (
        <p className="mt-2 text-ink">
          {pattern.withoutCycleDay === 1 ? 'One record has' : `${pattern.withoutCycleDay} records have`} no cycle day
          (no period start with the check, or one more than {CYCLE_DAYS.max} days before it), so{' '}
          {pattern.withoutCycleDay === 1 ? 'it is' : 'they are'} not in the table.
        </p>
      )}
      <p className="mt-2 text-ink-muted">
        Pain that comes in the days before a period and eases after it is usually cyclical. Pain that stays, or is in
        one spot, is worth showing your GP.
      </p>
    </div>
  );
}
