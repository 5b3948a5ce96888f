import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { LOCAL_USER_POOL_CLIENT_ID as CLIENT_ID } from '../../local/identity/pool';
import { INDEX_LAG_MS, localStackUrl } from './local-stack';
import type { Account } from './sign-in';

/**
 * An earlier check made straight through the API, as if she had recorded it `daysAgo` days ago, with a lump in
 * her left breast at 2 o'clock, 3 cm from the nipple (and her period `periodDaysBefore` days before, if given).
 * Returns the check's id.
 */
export async function earlierCheckWithLump(
  page: Page,
  account: Account,
  daysAgo: number,
  periodDaysBefore?: number,
): Promise<string> {
  const auth = await page.request.post(`${localStackUrl}/identity`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  });
  const token = (await auth.json()).AuthenticationResult.AccessToken as string;
  const id = randomUUID();
  const checked = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
  const response = await page.request.post(`${localStackUrl}/graphql`, {
    headers: { authorization: token, 'content-type': 'application/json' },
    data: {
      query: 'mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }',
      variables: {
        input: {
          id,
          checked: checked.toISOString(),
          cMonth: checked.getUTCMonth() + 1,
          score: 6,
          ...(periodDaysBefore === undefined
            ? {}
            : {
                periodStart: new Date(checked.getTime() - periodDaysBefore * 24 * 3600 * 1000)
                  .toISOString()
                  .slice(0, 10),
              }),
          bLeft: [
            {
              id: randomUUID(),
              kind: 'LUMP',
              severity: 3,
              location: 'UPPER_INNER',
              clock: 2,
              distanceCm: 3,
              status: 'NEW',
            },
          ],
        },
      },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
  // Made an index-lag ago, as an earlier check is: the screens list it through the eventually consistent index.
  await page.waitForTimeout(INDEX_LAG_MS + 250);
  return id;
}
