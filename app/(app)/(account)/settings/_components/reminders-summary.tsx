import Link from 'next/link';
import type { AccountUser } from '@/lib/data/account-user';
import { formatDate } from '@/lib/report';
import { pausedTimingWords, reminderPlanWords } from '@/lib/reminders/plan-words';

interface RemindersSummaryProps {
  user: Pick<AccountUser, 'reminderPlan'>;
  /** From loadUpcomingReminderDate, as /plan shows it: a cycle-timed plan's stored date can be out of date. */
  nextReminder: string | null;
  /** Her health features are paused: a cycle-timed plan then keeps to her fixed day. */
  healthPaused?: boolean;
}

/** Her reminders as the scheduled job will send them (from her plan), and the way to /plan to change them. */
export function RemindersSummary({ user, nextReminder, healthPaused = false }: RemindersSummaryProps) {
  const sending = Boolean(user.reminderPlan && user.reminderPlan.frequency !== 'NONE');
  const paused = pausedTimingWords(user.reminderPlan, healthPaused);
  return (
    <div className="max-w-2xl" data-testid="reminders-summary">
      <p className="mb-2">
        <span className="font-semibold">Your reminders: </span>
        {reminderPlanWords(user.reminderPlan)}.{paused ? ` ${paused}` : null}
      </p>
      {sending && nextReminder ? <p className="mb-2">Next reminder: {formatDate(nextReminder)}.</p> : null}
      <p>
        <Link href="/plan" className="text-ink underline decoration-pink decoration-2">
          Change your reminders
        </Link>{' '}
        (how often, the day and time, and adding them to your calendar).
      </p>
    </div>
  );
}
