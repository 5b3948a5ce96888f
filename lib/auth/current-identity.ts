import 'server-only';
import { cache } from 'react';
import { getIdentityAttributes } from './identity-api';

/**
 * Her identity's attributes as the identity service holds them now (not as her ID token said when it was
 * issued, so a withdrawal or a correction counts at once), read once per request however many parts of the page
 * ask. Null when the identity service cannot be reached.
 */
export const currentIdentityAttributes = cache(async (accessToken: string): Promise<Record<string, string> | null> => {
  try {
    return await getIdentityAttributes(accessToken);
  } catch {
    console.error('[identity] GetUser failed while reading her identity');
    return null;
  }
});
