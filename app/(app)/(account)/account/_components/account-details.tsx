import Link from 'next/link';
import { longDate } from './long-date';
import { REMINDER_LABELS } from '@/lib/data/account-user';
import type { Account, ProfileState } from '@/lib/data/users';

function profileText(profile: ProfileState): string {
  switch (profile.status) {
    case 'not-started':
      return 'Not completed yet';
    case 'unavailable':
      return 'Complete (the details can’t be shown just now)';
    case 'paused':
      return 'Paused while your health-data consent is withdrawn';
    case 'complete':
      return profile.summary?.finishedAt ? `Complete, finished on ${longDate(profile.summary.finishedAt)}` : 'Complete';
  }
}

export function AccountDetails({ account }: { account: Account }) {
  const { user, profile } = account;
  const fullName = [user.prefix, user.givenName, user.familyName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['Name', fullName || 'Not given'],
    ['Email', user.email ?? 'Not given'],
    ['Member since', longDate(user.memberSince)],
    ['Check reminders', REMINDER_LABELS[user.reminder]],
    ['Risk profile', profileText(profile)],
  ];
  return (
    <section aria-labelledby="account-details-heading" className="max-w-2xl">
      <h2 id="account-details-heading" className="text-2xl font-bold">
        Your details
      </h2>
      <dl className="mt-4 divide-y divide-line rounded-md border border-line bg-surface" data-testid="account-details">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-semibold">{term}</dt>
            <dd className="sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <Link href="/settings">Change your details or reminders</Link>
      </p>
    </section>
  );
}
