import { expect } from 'vitest';
import { apiPath } from '../../../src/contract/index.ts';
import { type ApiResponse, api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import type { TestContext } from '../support/test-app.ts';

/** The `name=value` of the cabinet's cookie a sign-in set. */
export function cabinetCookieOf(response: ApiResponse): string {
  const pair = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!pair.startsWith('ritm_cabinet=') || pair === 'ritm_cabinet=')
    throw new Error(`No cabinet cookie in the response (${response.status}: ${response.text})`);
  return pair;
}

/** Gives a demo client of the school an email and answers the client with its linked students. */
export async function familyWithEmail(
  t: TestContext,
  email: string,
  options: { minStudents?: number; owner?: string } = {},
) {
  const owner = api(t.app, await loginAs(t.app, options.owner ?? accounts.owner.email));
  const clients = (await owner.post(`/${apiPath('clientsWhere')}`, {})).body as {
    id: number;
    email: string | null;
    students: { id: number; name: string }[];
  }[];
  const client = clients.find(
    (candidate) => candidate.email === null && candidate.students.length >= (options.minStudents ?? 2),
  );
  if (!client) {
    if ((options.minStudents ?? 2) > 0)
      throw new Error('The school has no client with enough students and no email');
    const created = await owner.post(`/${apiPath('clientCreate')}`, { name: 'Клиент с email', email });
    expect(created.status, created.text).toBe(201);
    return { client: created.body as { id: number; students: [] }, owner };
  }
  const updated = await owner.patch(`/${apiPath('clientUpdate', { id: client.id })}`, { email });
  expect(updated.status, updated.text).toBe(200);
  return { client, owner };
}

/** Asks for a code, delivers the outbox to the test's SMTP server, and signs in with the code it got. */
export async function signInToCabinet(t: TestContext, email: string, schoolId?: number): Promise<string> {
  const anonymous = api(t.app);
  const asked = await anonymous.post(`/${apiPath('cabinetCode')}`, { email });
  expect(asked.status, asked.text).toBe(200);
  await t.deliverMail();
  const code = t.mailbox.lastCode(email);
  const signedIn = await anonymous.post(`/${apiPath('cabinetSignIn')}`, {
    email,
    code,
    ...(schoolId !== undefined && { school_id: schoolId }),
  });
  expect(signedIn.status, signedIn.text).toBe(200);
  expect(signedIn.body).toMatchObject({ signed_in: true });
  return cabinetCookieOf(signedIn);
}
