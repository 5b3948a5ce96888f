import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  removeUnconfirmedSignUps,
  type SignUpPool,
  type UnconfirmedSignUp,
  type UnconfirmedSignUpsResult,
} from '@/backend/jobs/unconfirmed-sign-ups';

type Send = Pick<CognitoIdentityProviderClient, 'send'>['send'];

/** The user pool through Cognito's admin API, as the job's Lambda role is allowed (infra/lib/identity-stack.ts). */
export function cognitoSignUpPool(client: { send: Send }, userPoolId: string): SignUpPool {
  return {
    async *unconfirmed(): AsyncIterable<UnconfirmedSignUp> {
      let PaginationToken: string | undefined;
      do {
        const page = await client.send(
          new ListUsersCommand({
            UserPoolId: userPoolId,
            Filter: 'cognito:user_status = "UNCONFIRMED"',
            AttributesToGet: [],
            Limit: 60,
            PaginationToken,
          }),
        );
        for (const user of page.Users ?? [])
          if (user.Username && user.UserCreateDate)
            yield { username: user.Username, createdAt: new Date(user.UserCreateDate) };
        PaginationToken = page.PaginationToken;
      } while (PaginationToken);
    },
    async isUnconfirmed(username) {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
      return user.UserStatus === 'UNCONFIRMED';
    },
    async deleteUser(username) {
      await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
    },
  };
}

let client: CognitoIdentityProviderClient | undefined;

/** Run once a day by EventBridge Scheduler (infra/lib/identity-stack.ts). Logs counts only: no names, no emails. */
export async function handler(): Promise<UnconfirmedSignUpsResult> {
  const userPoolId = process.env.USER_POOL_ID;
  if (!userPoolId) throw new Error('USER_POOL_ID must be set for the unconfirmed sign-ups job');
  client ??= new CognitoIdentityProviderClient({});
  const result = await removeUnconfirmedSignUps(cognitoSignUpPool(client, userPoolId), new Date());
  console.info('Unconfirmed sign-ups run', result);
  return result;
}
