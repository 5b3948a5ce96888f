import { ADMIN_GROUP } from '@/graphql/generated/enums';
import { PRIZE_DRAW_SERVICE_GROUP } from '@/backend/core/identity';
import { LOCAL_PRIZE_DRAW_SERVICE } from '@/lib/local-stack';
import type { IdentityContext } from './context';
import { createUser } from './users';

/**
 * Fixed demo accounts, created confirmed on first start of a data directory. The passwords are public demo
 * values for local use only; they satisfy the pool's policy so they also work as sign-in examples.
 * The admin has two groups with `Admin` second because the app reads the second group entry (spec, states).
 */
export const SEED_ACCOUNTS = [
  {
    label: 'Demo user',
    email: 'demo@example.com',
    password: 'Demo-Passw0rd!',
    attributes: { given_name: 'Demo', family_name: 'User' },
    groups: [] as string[],
  },
  {
    label: 'Admin user',
    email: 'admin@example.com',
    password: 'Admin-Passw0rd!',
    attributes: { given_name: 'Admin', family_name: 'User' },
    groups: ['Users', ADMIN_GROUP],
  },
  {
    // Not a person: the site server signs in as this account to send free prize-draw entries (no-account route).
    label: 'Prize-draw service',
    email: LOCAL_PRIZE_DRAW_SERVICE.username,
    password: LOCAL_PRIZE_DRAW_SERVICE.password,
    attributes: { given_name: 'Prize draw', family_name: 'Service' },
    groups: [PRIZE_DRAW_SERVICE_GROUP],
  },
] as const;

export function seedAccounts(ctx: IdentityContext): void {
  for (const account of SEED_ACCOUNTS) {
    if (ctx.store.findUser(account.email)) continue;
    createUser(ctx, {
      email: account.email,
      password: account.password,
      attributes: { ...account.attributes },
      groups: [...account.groups],
      status: 'CONFIRMED',
    });
  }
}
