import 'server-only';
import { cache } from 'react';
import { requireUser } from '@/lib/auth/session';
import { loadRiskScreen } from '@/lib/data/questionnaire';

/**
 * Her session and risk screen, loaded once per request: the page and its title (generateMetadata) both need it.
 * Her answers and risk are health data, so this checks the session itself.
 */
export const loadPersonalScreen = cache(async (path: string) => {
  const session = await requireUser(path);
  return { session, result: await loadRiskScreen(session, { history: true }) };
});
