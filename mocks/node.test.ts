// @vitest-environment jsdom

import ky, { HTTPError } from 'ky';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOwner, serverErrors } from '@/contract';
import { mockServer, resetMockDb } from './node';

// The SPA's client in a component test: same-origin `/api`, cookies included, no cookie handling of its own.
const api = ky.create({ prefixUrl: `${location.origin}/api`, credentials: 'include', retry: 0 });

async function statusOf(request: Promise<unknown>): Promise<number> {
  try {
    await request;
    return 200;
  } catch (error) {
    if (error instanceof HTTPError) return error.response.status;
    throw error;
  }
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterAll(() => mockServer.close());

describe('sessions in jsdom component tests', () => {
  it('keeps the user signed in after a login, as the browser would', async () => {
    const { account } = demoOwner;
    await api.post('user_accounts/login', { json: account });

    const { user } = await api.get('auth/check').json<{ user: { id: number; role: string } }>();

    expect(user).toMatchObject({ id: 2, role: 'owner' });
  });

  it('ends the session on logout', async () => {
    await api.post('user_accounts/login', { json: demoOwner.account });
    await api.post('users/logout');

    expect(await statusOf(api.get('auth/check'))).toBe(401);
  });

  it('answers 401 for a session left over from before a reset', async () => {
    await api.post('user_accounts/login', { json: demoOwner.account });
    resetMockDb();

    const answer = await api.get('auth/check', { throwHttpErrors: false });

    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: serverErrors.unauthenticated });
  });
});
