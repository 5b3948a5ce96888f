import { safeNextPath } from '@/lib/auth/safe-next';

/**
 * The email waiting for its confirmation code, and where she was going, kept in this tab's sessionStorage so
 * that no personal data travels in the confirm page's URL (health-app rule). Gone when the tab closes.
 */
const KEY = 'venus.pendingSignUp';

export interface PendingSignUp {
  email: string;
  next: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the confirm form then simply asks for the email
  }
}

export function savePendingSignUp(pending: PendingSignUp): void {
  storage()?.setItem(KEY, JSON.stringify({ email: pending.email, next: safeNextPath(pending.next) }));
}

export function readPendingSignUp(): PendingSignUp | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignUp>;
    if (typeof value.email !== 'string') return null;
    return { email: value.email, next: safeNextPath(value.next) };
  } catch {
    return null;
  }
}

export function clearPendingSignUp(): void {
  storage()?.removeItem(KEY);
}
