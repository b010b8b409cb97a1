import { beforeAll } from 'vitest';
import { api, loginAs } from '../../support/api-client.ts';
import { type Account, accounts } from '../../support/demo-accounts.ts';
import type { ApiAs } from '../../support/staff-helpers.ts';
import type { TestContext } from '../../support/test-app.ts';

/**
 * Signs the demo accounts in once per file (before its tests). `as('owner')` is an API client acting as
 * that account, `cookieOf('owner')` its session cookie; both work inside tests only, after the logins ran.
 */
export function useSignedIn(t: TestContext, who: readonly Account[]) {
  const cookies = new Map<Account, string>();
  beforeAll(async () => {
    for (const account of who) cookies.set(account, await loginAs(t.app, accounts[account].email));
  });
  const cookieOf = (account: Account): string => {
    const cookie = cookies.get(account);
    if (!cookie) throw new Error(`${account} is not signed in in this file`);
    return cookie;
  };
  const as = (account: Account): ApiAs => api(t.app, cookieOf(account));
  return { as, cookieOf };
}
