import { expect, type APIRequestContext } from '@playwright/test';
import { localStackUrl } from './local-stack';
import { tokensOf, type Account } from './sign-in';

/** Calls the local data API as one account: what a test sets up there without going through the screens. */
export type ApiCaller = <Data = Record<string, any>>(query: string, variables?: object) => Promise<Data>;

/**
 * Signs the account in once (a password check, slow by design) and calls the API with her access token (`stack`:
 * another local stack than the suite's, for a spec that starts its own).
 */
export async function apiAs(request: APIRequestContext, account: Account, stack = localStackUrl): Promise<ApiCaller> {
  const { AccessToken } = await tokensOf(request, account, stack);
  return async (query, variables = {}) => {
    const response = await request.post(`${stack}/graphql`, {
      headers: { authorization: AccessToken, 'content-type': 'application/json' },
      data: { query, variables },
    });
    const body = await response.json();
    expect(body.errors, query).toBeUndefined();
    return body.data;
  };
}
