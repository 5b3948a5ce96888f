'use client';

import type { PublicAuthConfig } from '@/lib/config';

let sharedConfig: PublicAuthConfig | null = null;

/**
 * Rendered once in the root layout: it only remembers the user pool's public settings, so a public page can
 * load Amplify later, on demand (signing out from the menu, the home page's "go on to where you were going").
 * The sign-in screens and signed-in pages configure Amplify up front with `ConfigureAmplify` instead.
 */
export function ShareAuthConfig({ config }: { config: PublicAuthConfig }) {
  sharedConfig = config;
  return null;
}

/** Loads and configures Amplify in its own chunk; a no-op past the first call or where it is already set up. */
export async function loadAmplify(): Promise<void> {
  const { configureAmplify } = await import('./configure-amplify');
  if (sharedConfig) configureAmplify(sharedConfig);
}
