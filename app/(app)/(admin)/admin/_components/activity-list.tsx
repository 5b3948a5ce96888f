import { ADMIN_ACTIVITY_SHOWN, type AdminActivityItem } from '@/lib/data/admin';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** The latest admin actions, newest first: who, what, on which record and when (never the input itself). */
export function ActivityList({ items }: { items: AdminActivityItem[] }) {
  if (items.length === 0) return <p>No admin actions yet.</p>;
  return (
    <>
      {items.length >= ADMIN_ACTIVITY_SHOWN ? (
        <p className="mb-2 text-ink-muted" data-testid="activity-latest">
          The latest {ADMIN_ACTIVITY_SHOWN} actions, newest first.
        </p>
      ) : null}
      <ol className="max-w-3xl divide-y divide-line" data-testid="admin-activity">
        {items.map((item) => (
          <li key={item.id} className="py-2">
            <span className="font-semibold">{item.actor}</span> · {item.action}
            {item.target ? <span className="font-mono"> {item.target}</span> : null}
            <span className="block text-sm text-ink-muted">
              <time dateTime={item.at}>{when(item.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
