import type { Metadata } from 'next';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireAdmin } from '@/lib/auth/session';
import { loadAdminActivity, loadSignupsBySource } from '@/lib/data/admin';
import { privatePageMetadata } from '@/lib/site/metadata';
import { ActivityList } from '../_components/activity-list';
import { AdminNav } from '../_components/admin-nav';
import { SignupsTable } from '../_components/signups-table';

export const metadata: Metadata = { ...privatePageMetadata, title: 'Sign-ups and activity' };

export default async function AdminReportsPage() {
  await requireAdmin('/admin/reports');
  const [signups, activity] = await Promise.all([loadSignupsBySource(), loadAdminActivity()]);
  return (
    <>
      <PageIntro heading="Sign-ups and activity" purpose="Where members came from, and what admins have done." />
      <AdminNav current="/admin/reports" />
      <section aria-labelledby="signups-heading" className="mb-12">
        <h2 id="signups-heading" className="mb-4 text-2xl font-bold">
          Sign-ups by partner
        </h2>
        {signups.ok ? (
          <SignupsTable counts={signups.value} />
        ) : (
          <DataUnavailable reason={signups.reason} nextPath="/admin/reports" />
        )}
      </section>
      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="mb-4 text-2xl font-bold">
          Admin activity
        </h2>
        {activity.ok ? (
          <ActivityList items={activity.value} />
        ) : (
          <DataUnavailable reason={activity.reason} nextPath="/admin/reports" />
        )}
      </section>
    </>
  );
}
