import 'server-only';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadCheck, loadChecks, type SavedCheck } from '@/lib/data/observations';
import type { CheckRecord } from '@/lib/diary/findings';
import { isRecordId } from '@/lib/forms/record';
import type { ProtectedPage } from '@/lib/site/protected-pages';

/** What a diary page shows: her data, or, when it could not be loaded, the screen that says so calmly. */
export type DiaryLoad<T> = { ok: true; value: T } | { ok: false; screen: ReactNode };

/**
 * The gate and the read for a diary screen built from all her checks. Her checks are health data, so the page
 * checks the session itself (middleware only redirects); when they cannot be loaded it keeps its heading.
 */
export async function loadDiaryChecks(page: ProtectedPage): Promise<DiaryLoad<CheckRecord[]>> {
  const session = await requireUser(page.path);
  const checks = await loadChecks(session);
  if (checks.ok) return checks;
  return {
    ok: false,
    screen: (
      <>
        <PageIntro heading={page.title} purpose={page.purpose} />
        <DataUnavailable reason={checks.reason} nextPath={page.path} />
      </>
    ),
  };
}

/**
 * The gate and the read for one of her checks, by key (a consistent read, so a check saved a moment ago is there).
 * The API refuses anyone else's record (forbidden) and answers null for a missing one: both are "not found" here,
 * so an address never tells her whether someone else's check exists.
 */
export async function loadDiaryCheck(id: string): Promise<DiaryLoad<SavedCheck>> {
  const session = await requireUser('/archive');
  if (!isRecordId(id)) notFound();
  const check = await loadCheck(session, id);
  if (!check.ok && check.reason === 'forbidden') notFound();
  if (!check.ok) return { ok: false, screen: <DataUnavailable reason={check.reason} nextPath="/archive" /> };
  if (!check.value) notFound();
  return { ok: true, value: check.value };
}
