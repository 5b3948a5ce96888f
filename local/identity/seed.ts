import { ADMIN_GROUP } from '@/graphql/generated/enums';
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
