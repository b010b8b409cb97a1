import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, serverErrors } from '../../src/contract/index.ts';
import { api } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { buildStaff } from './support/factories.ts';
import { type TestContext, useTestApp } from './support/test-app.ts';
import { MINUTE } from './support/test-clock.ts';
import { testDialects } from './support/test-database.ts';

let addressCounter = 0;
/** Each case logs in from its own address, so the per-address limit of one case never blocks another. */
const newAddress = () => {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
};

/**
 * A login from `address` through the one trusted proxy: the proxy appends the address it saw to whatever the
 * client wrote in X-Forwarded-For (here a made-up entry, which must not count).
 */
function loginFrom(t: TestContext, address: string, forged = '10.0.0.1') {
  return (email: string, password: string) =>
    api(t.app, undefined, { 'x-forwarded-for': `${forged}, ${address}` }).post('/user_accounts/login', {
      email,
      password,
    });
}

async function createAccount(t: TestContext): Promise<string> {
  const owner = await api(t.app, undefined, { 'x-forwarded-for': '198.51.100.1' }).post(
    '/user_accounts/login',
    {
      email: accounts.owner.email,
      password: DEMO_PASSWORD,
    },
  );
  const cookie = (owner.headers.get('set-cookie') ?? '').split(';')[0];
  const staff = buildStaff({ password: DEMO_PASSWORD });
  const created = await api(t.app, cookie).post('/users/create', staff);
  expect(created.status).toBe(201);
  return staff.email;
}

describe.each(testDialects())('login throttling on %s', (dialect) => {
  // Behind one proxy, as in production: the last X-Forwarded-For entry, which the proxy wrote, names the client.
  const t = useTestApp(dialect, { trustProxy: 1 });

  it('counts by the address the proxy wrote, so varying the client-written entries dodges nothing', async () => {
    const email = await createAccount(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      // The client writes a new address every time; the proxy appends the one it saw (here 127.0.0.1).
      const login = loginFrom(t, '127.0.0.1', `203.0.113.${100 + attempt}`);
      statuses.push((await login(email, 'wrong-password')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    // Another client behind the same proxy still gets in.
    expect((await loginFrom(t, newAddress())(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses the sixth attempt within 15 minutes with 429, even with the right password', async () => {
    const email = await createAccount(t);
    const login = loginFrom(t, newAddress());
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, 'wrong-password')).status).toBe(401);
      t.clock.advance(MINUTE);
    }
    const refused = await login(email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: serverErrors.tooManyLogins(10) });
    // The first failure happened 5 minutes ago: the block lifts 10 minutes from now.
    expect(refused.headers.get('retry-after')).toBe(String(10 * 60));
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('counts the wait from the oldest failure and rounds minutes up', async () => {
    const email = await createAccount(t);
    const login = loginFrom(t, newAddress());
    for (let attempt = 0; attempt < 5; attempt += 1) await login(email, 'wrong-password');
    t.clock.advance(10 * MINUTE + 30_000);

    const refused = await login(email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('270');
    expect(refused.body).toEqual({ message: serverErrors.tooManyLogins(5) });

    t.clock.advance(270_000);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('blocks an email only at the address that failed: a stranger cannot lock a colleague out', async () => {
    const email = await createAccount(t);
    const stranger = loginFrom(t, newAddress());
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await stranger(email, 'guess')).status).toBe(401);
    expect((await stranger(email, DEMO_PASSWORD)).status).toBe(429);
    // The colleague at their own desk still gets in.
    expect((await loginFrom(t, newAddress())(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('records failures for unknown emails too', async () => {
    const unknown = `ghost-${newAddress()}@example.ru`;
    const login = loginFrom(t, newAddress());
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(unknown, 'whatever')).status).toBe(401);
    expect((await login(unknown, 'whatever')).status).toBe(429);
  });

  it('clears the failures of an email on a successful login', async () => {
    const email = await createAccount(t);
    const login = loginFrom(t, newAddress());
    for (let attempt = 0; attempt < 4; attempt += 1) await login(email, 'wrong-password');
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);

    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(email, 'wrong-password')).status).toBe(401);
    }
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses an address after 100 failures within 15 minutes, whatever the email', async () => {
    const address = newAddress();
    const login = loginFrom(t, address);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      expect((await login(`guess-${attempt}@example.ru`, 'wrong-password')).status).toBe(401);
    }
    const refused = await login(accounts.accountant.email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(15 * 60));

    expect((await loginFrom(t, newAddress())(accounts.accountant.email, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe.each(testDialects())('login throttling without a trusted proxy on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('ignores X-Forwarded-For, so a client cannot dodge the per-address limit by writing it', async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await loginFrom(t, newAddress())(`guess-${attempt}@example.ru`, 'wrong-password');
      expect(response.status).toBe(401);
    }
    const refused = await loginFrom(t, newAddress())(accounts.accountant.email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
  });
});
