import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAdmin, demoStaff } from '../../src/contract/index.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { demoLogins, formatLoginsTable } from '../src/seed/demo-logins.ts';
import { ensureAdmin } from '../src/seed/ensure-admin.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { createTestApp, useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

describe.each(testDialects())('seed on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('numbers users exactly as docs/api.md lists them, so the mocks can seed the same ids', async () => {
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'school_id'])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { id: 1, email: demoAdmin.email, role: 'admin', school_id: null },
      { id: 2, email: 'owner@gracia-dance.ru', role: 'owner', school_id: 1 },
      ...demoStaff.map((staff, index) => ({
        id: 3 + index,
        email: staff.email,
        role: staff.role,
        school_id: 1,
      })),
      { id: 8, email: 'owner@salsalife.ru', role: 'owner', school_id: 2 },
    ]);
  });

  it('gives every profile the id of its user and the admin the platform title', async () => {
    const profiles = await t.db
      .selectFrom('user_profiles')
      .select(['id', 'user_id', 'full_name'])
      .orderBy('id')
      .execute();
    expect(profiles.map((profile) => [profile.id, profile.user_id])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => [id, id]),
    );
    expect(profiles[0]?.full_name).toBe('Администратор платформы');
  });

  it('creates the demo school as school 1 and the other school as school 2', async () => {
    const schools = await t.db.selectFrom('schools').select(['id', 'name', 'city']).orderBy('id').execute();
    expect(schools).toEqual([
      { id: 1, name: 'Школа танца «Грация»', city: 'Казань' },
      { id: 2, name: 'Студия «Сальса Лайф»', city: 'Самара' },
    ]);
  });

  it('stores the demo password as a verifiable scrypt hash', async () => {
    const owner = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(owner.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_PASSWORD, owner.password_hash)).toBe(true);
  });

  it('does not seed again once a school exists', async () => {
    expect(await seedDemo(t.db, t.clock.now())).toBe(false);
    const { count } = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(8);
  });

  it('leaves an existing admin alone, password included', async () => {
    expect(
      await ensureAdmin(
        t.db,
        { email: 'another-admin@ritm.local', password: 'другой-пароль' },
        t.clock.now(),
      ),
    ).toBe(false);
    const admins = await t.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]?.email).toBe(demoAdmin.email);
    expect(await verifyPassword(DEMO_PASSWORD, admins[0]?.password_hash ?? '')).toBe(true);
  });

  it('runs migrations again without changes', async () => {
    await expect(migrateToLatest(t.db)).resolves.toBeUndefined();
  });
});

describe.each(testDialects())('admin from the environment on %s', (dialect) => {
  it('creates the configured admin (email lower-cased) as user 1 before the demo', async () => {
    const context = await createTestApp(dialect, { seed: false });
    try {
      expect(
        await ensureAdmin(
          context.db,
          { email: ' Boss@Example.RU ', password: 'очень-секретно' },
          context.clock.now(),
        ),
      ).toBe(true);
      await seedDemo(context.db, context.clock.now());
      const first = await context.db
        .selectFrom('users')
        .select(['id', 'email', 'role', 'school_id', 'password_hash'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(first).toMatchObject({ id: 1, email: 'boss@example.ru', role: 'admin', school_id: null });
      expect(await verifyPassword('очень-секретно', first.password_hash)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('demo logins printed at start', () => {
  it('lists every demo account with the demo password', () => {
    const table = formatLoginsTable(demoLogins(demoAdmin.email));
    expect(table.split('\n')).toHaveLength(9);
    expect(table).toContain('teacher2@gracia-dance.ru');
    expect(table).toMatch(new RegExp(`${demoAdmin.email}\\s+${DEMO_PASSWORD}`));
  });

  it('never prints a configured admin password', () => {
    const logins = demoLogins('boss@example.ru');
    expect(logins[0]).toEqual({
      role: 'Администратор платформы',
      email: 'boss@example.ru',
      password: '(из ADMIN_PASSWORD)',
    });
  });
});

describe.each(testDialects())('two servers starting together on an empty database on %s', (dialect) => {
  it('seeds once: one start loads the demo, the other finds it and goes on', async () => {
    const context = await createTestApp(dialect, { seed: false });
    try {
      await ensureAdmin(context.db, demoAdmin, context.clock.now());
      const results = await Promise.all([
        seedDemo(context.db, context.clock.now()),
        seedDemo(context.db, context.clock.now()),
        seedDemo(context.db, context.clock.now()),
      ]);
      expect(results.toSorted()).toEqual([false, false, true]);
      expect(await context.db.selectFrom('schools').select('id').execute()).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});
