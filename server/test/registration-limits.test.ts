import { afterEach, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { nodeScrypt } from '../node/node-scrypt.ts';
import {
  type DeriveKey,
  hashPassword,
  installPasswordHashing,
  verifyPassword,
} from '../src/auth/password.ts';
import { MAX_REGISTRATIONS_PER_ADDRESS } from '../src/auth/registration-throttle.ts';
import { api } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { buildRegistration } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';
import { MINUTE } from './support/test-clock.ts';
import { testDialects } from './support/test-database.ts';

/** The host's scrypt, watched: how many runs, and how many at once. */
function watchedScrypt(delayMs = 0) {
  const stats = { runs: 0, running: 0, mostAtOnce: 0 };
  const derive: DeriveKey = async (...args) => {
    stats.runs += 1;
    stats.running += 1;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return await nodeScrypt(...args);
    } finally {
      stats.running -= 1;
    }
  };
  installPasswordHashing(derive, 'cheap');
  return stats;
}

afterEach(() => installPasswordHashing(nodeScrypt, 'cheap'));

describe.each(testDialects())('registration limits on %s', (dialect) => {
  const t = useTestApp(dialect, { trustProxy: 1 });
  const from = (address: string) => api(t.app, undefined, { 'x-forwarded-for': address });

  it('refuses a taken email before any password hashing', async () => {
    const stats = watchedScrypt();
    const response = await from('192.0.2.10').post(
      '/ownerschool/register',
      buildRegistration({ account: { email: accounts.owner.email, password: 'пароль-владельца' } }),
    );
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: serverErrors.emailTaken });
    expect(stats.runs).toBe(0);
  });

  it('lets one address register a limited number of schools an hour', async () => {
    for (let attempt = 0; attempt < MAX_REGISTRATIONS_PER_ADDRESS; attempt += 1) {
      expect((await from('192.0.2.20').post('/ownerschool/register', buildRegistration())).status).toBe(201);
    }
    const stats = watchedScrypt();
    const refused = await from('192.0.2.20').post('/ownerschool/register', buildRegistration());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: serverErrors.tooManyRegistrations(60) });
    expect(refused.headers.get('retry-after')).toBe(String(60 * 60));
    expect(stats.runs).toBe(0);

    expect((await from('192.0.2.21').post('/ownerschool/register', buildRegistration())).status).toBe(201);
    t.clock.advance(60 * MINUTE);
    expect((await from('192.0.2.20').post('/ownerschool/register', buildRegistration())).status).toBe(201);
  });
});

describe.each(testDialects())('an installation’s own registration limit on %s', (dialect) => {
  // REGISTRATIONS_PER_HOUR: a franchise registers its schools from one office.
  const t = useTestApp(dialect, { trustProxy: 1, registrationsPerHour: 3 });
  const from = (address: string) => api(t.app, undefined, { 'x-forwarded-for': address });

  it('lets one address register as many schools an hour as the installation allows, and no more', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await from('192.0.2.30').post('/ownerschool/register', buildRegistration())).status).toBe(201);
    }
    const refused = await from('192.0.2.30').post('/ownerschool/register', buildRegistration());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: serverErrors.tooManyRegistrations(60) });
  });
});

describe('scrypt under a burst', () => {
  it('makes new hashes one at a time, and leaves verification unqueued', async () => {
    const stats = watchedScrypt(20);
    const hashes = await Promise.all(
      Array.from({ length: 6 }, (_, index) => hashPassword(`пароль-${index}`)),
    );
    expect(stats.mostAtOnce).toBe(1);

    stats.mostAtOnce = 0;
    const checks = await Promise.all(hashes.map((hash, index) => verifyPassword(`пароль-${index}`, hash)));
    expect(checks.every(Boolean)).toBe(true);
    expect(stats.mostAtOnce).toBeGreaterThan(1);
  });
});
