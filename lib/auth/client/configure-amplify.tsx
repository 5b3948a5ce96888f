'use client';

import { Amplify } from 'aws-amplify';
import type { PublicAuthConfig } from '@/lib/config';
import { startAuthStore } from './auth-store';

let configuredFor = '';

/**
 * Points Amplify at the user pool (Cognito, or the local identity service through `userPoolEndpoint`) and
 * starts the auth store. `ssr: true` keeps the tokens in cookies, which the server reads and verifies
 * (`lib/auth/session.ts`); localStorage would be invisible to server components.
 */
export function configureAmplify(config: PublicAuthConfig): void {
  // The server never calls Amplify from here: its session comes from the verified cookies.
  if (typeof window === 'undefined') return;
  const key = JSON.stringify(config);
  if (configuredFor === key) return;
  configuredFor = key;
  Amplify.configure(
    {
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
          passwordFormat: {
            minLength: 8,
            requireLowercase: true,
            requireUppercase: true,
            requireNumbers: true,
            requireSpecialCharacters: true,
          },
        },
      },
    },
    { ssr: true },
  );
  startAuthStore(config.userPoolClientId);
}

/**
 * Rendered once in the root layout. Configuring during render (not in an effect) means Amplify is ready
 * before any other component's effect or event handler can call it.
 */
export function ConfigureAmplify({ config }: { config: PublicAuthConfig }) {
  configureAmplify(config);
  return null;
}
