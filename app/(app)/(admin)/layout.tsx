import { requireAdmin } from '@/lib/auth/session';

/**
 * Admins only (the Admin group in her verified ID token); anyone else gets a real 404. This layout sits outside
 * every loading boundary, so the check finishes before the status is sent. It is not the gate: the page and
 * every admin action call requireAdmin() again, since a layout does not run for an action and may be skipped
 * on client navigation.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin('/admin');
  return children;
}
