import Link from 'next/link';
import type { AccountUser } from '@/lib/data/account-user';
import { formatDate } from '@/lib/report';
import { reminderPlanWords } from '@/lib/reminders/plan-words';

interface RemindersSummaryProps {
  user: Pick<AccountUser, 'reminderPlan'>;
  /** From loadUpcomingReminderDate, as /plan shows it: a cycle-timed plan's stored date can be out of date. */
  nextReminder: string | null;
}

/** Her reminders as the scheduled job will send them (from her plan), and the way to /plan to change them. */
export function RemindersSummary({ user, nextReminder }: RemindersSummaryProps) {
  const sending = Boolean(user.reminderPlan && user.reminderPlan.frequency !== 'NONE');
  return (
    <div className="max-w-2xl" data-testid="reminders-summary">
      <p className="mb-2">
        <span className="font-semibold">Your reminders: </span>
        {reminderPlanWords(user.reminderPlan)}.
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
