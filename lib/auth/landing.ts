import { safeNextPath } from './safe-next';

/**
 * Where she lands after confirming her email or resetting her password (issue 17, item 11): where she was going
 * if she was going somewhere, otherwise her account page with a clear confirmation and what to do next, never
 * silently on the home page. The marker says which confirmation to show; it holds nothing personal.
 */
export const welcomeKinds = ['joined', 'password'] as const;
export type WelcomeKind = (typeof welcomeKinds)[number];

export function welcomePath(kind: WelcomeKind): string {
  return `/account?welcome=${kind}`;
}

export function landingAfter(kind: WelcomeKind, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe === '/' ? welcomePath(kind) : safe;
}

export function welcomeKind(value: string | string[] | undefined): WelcomeKind | null {
  return welcomeKinds.find((kind) => kind === value) ?? null;
}
