import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoSignUpPool } from './unconfirmed-sign-ups';

test('asks Cognito for UNCONFIRMED users page by page, checks each again, and deletes by username', async () => {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const send = jest.fn(async (command: { input: Record<string, unknown>; constructor: { name: string } }) => {
    calls.push({ name: command.constructor.name, input: command.input });
    if (command instanceof ListUsersCommand)
      return command.input.PaginationToken
        ? { Users: [{ Username: 'u-2', UserCreateDate: new Date('2026-01-02T00:00:00Z') }] }
        : { Users: [{ Username: 'u-1', UserCreateDate: new Date('2026-01-01T00:00:00Z') }], PaginationToken: 'p2' };
    if (command instanceof AdminGetUserCommand) return { UserStatus: 'UNCONFIRMED' };
    if (command instanceof AdminDeleteUserCommand) return {};
    throw new Error('unexpected command');
  });
  const pool = cognitoSignUpPool({ send } as never, 'eu-west-2_Pool');

  const listed = [];
  for await (const user of pool.unconfirmed()) listed.push(user);
  expect(listed).toEqual([
    { username: 'u-1', createdAt: new Date('2026-01-01T00:00:00Z') },
    { username: 'u-2', createdAt: new Date('2026-01-02T00:00:00Z') },
  ]);
  expect(calls[0]!.input).toMatchObject({
    UserPoolId: 'eu-west-2_Pool',
    Filter: 'cognito:user_status = "UNCONFIRMED"',
  });
  expect(calls[1]!.input).toMatchObject({ PaginationToken: 'p2' });

  expect(await pool.isUnconfirmed('u-1')).toBe(true);
  await pool.deleteUser('u-1');
  expect(calls.at(-1)).toEqual({
    name: 'AdminDeleteUserCommand',
    input: { UserPoolId: 'eu-west-2_Pool', Username: 'u-1' },
  });
});
