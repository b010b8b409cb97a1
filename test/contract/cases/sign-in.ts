import { expect } from 'vitest';
import type { User } from '@/contract';
import type { ApiClient } from '../api-client';
import { DEMO_PASSWORD } from '../seed-data';

export async function loginAs(api: ApiClient, user: User): Promise<void> {
  expect((await api.login(user.email, DEMO_PASSWORD)).status).toBe(200);
}

/**
 * Signs `user` in as if from another browser and returns that session's token, leaving this client's jar
 * empty: a login replaces the session the same client already had, so two people need two jars.
 */
export async function sessionElsewhere(api: ApiClient, user: User): Promise<string | null> {
  api.setSession(null);
  await loginAs(api, user);
  const token = api.session();
  api.setSession(null);
  return token;
}
