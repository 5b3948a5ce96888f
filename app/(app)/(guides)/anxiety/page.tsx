import type { SessionUser } from '@/lib/auth/session';
import { RECENT_CHECK_IN_MONTHS } from '@/lib/content/guide-records';
import { loadCheckIns, type CheckIn } from '@/lib/data/check-ins';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { addMonths, toDay } from '@/lib/trends';
import { GuideRoute, type GuideLoad } from '../_components/guide-route';

export const metadata = protectedMetadata('/anxiety');

const asGuideEntry = (entry: CheckIn) => ({ checked: entry.checked, level: entry.aLevel });

/** Her recent mood and stress check-ins; none when she has recorded neither. */
async function moodAndStress(session: SessionUser): Promise<GuideLoad<'/anxiety'>> {
  const today = toDay(new Date());
  const range = { from: addMonths(today, -RECENT_CHECK_IN_MONTHS), to: today };
  const [mood, stress] = await Promise.all([
    loadCheckIns(session, 'mood', range),
    loadCheckIns(session, 'stress', range),
  ]);
  if (!mood.ok) return { unavailable: mood.reason };
  if (!stress.ok) return { unavailable: stress.reason };
  const checkIns = { mood: mood.value.map(asGuideEntry), stress: stress.value.map(asGuideEntry) };
  return { records: { checkIns: checkIns.mood.length || checkIns.stress.length ? checkIns : null } };
}

export default function Page() {
  return <GuideRoute path="/anxiety" load={moodAndStress} />;
}
