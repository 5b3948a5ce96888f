import type { SignUpPool } from '@/backend/jobs/unconfirmed-sign-ups';
import type { IdentityContext } from './context';

/**
 * What the unconfirmed sign-ups job asks of Cognito (ListUsers filtered to UNCONFIRMED, AdminGetUser,
 * AdminDeleteUser), answered from the local pool in the process, as the reminder runner delivers to the mailbox
 * in place of SES. A user not found is Cognito's UserNotFoundException.
 */
export function localSignUpPool(ctx: IdentityContext): SignUpPool {
  const find = (username: string) => ctx.store.data.users.find((user) => user.username === username);
  return {
    async *unconfirmed() {
      for (const user of [...ctx.store.data.users])
        if (user.status === 'UNCONFIRMED') yield { username: user.username, createdAt: new Date(user.createdAt) };
    },
    async isUnconfirmed(username) {
      return find(username)?.status === 'UNCONFIRMED';
    },
    async deleteUser(username) {
      const user = find(username);
      if (!user) throw Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
      ctx.store.removeUser(user.sub);
      ctx.store.save();
    },
  };
}
