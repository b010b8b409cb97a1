import { describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_TIME_ZONE, serverErrors } from '../../src/contract/index.ts';
import { setPasswordHashingCost, verifyPassword } from '../src/auth/password.ts';
import { api, loginAs } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { buildRegistration } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

describe.each(testDialects())('POST /ownerschool/register on %s', (dialect) => {
  const t = useTestApp(dialect);
  const countSchools = async () => (await t.db.selectFrom('schools').select('id').execute()).length;

  it('creates the school, its owner and profile, and answers 201 with both', async () => {
    const registration = buildRegistration();
    const response = await api(t.app).post('/ownerschool/register', registration);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      school: {
        id: expect.any(Number),
        Name: registration.school.name,
        City: 'Уфа',
        Email: registration.school.email,
        Phone: '+7 (347) 200-10-10',
        TimeZone: DEFAULT_TIME_ZONE,
      },
      user: { id: expect.any(Number), email: registration.account.email },
    });
    const owner = await t.db
      .selectFrom('users')
      .innerJoin('user_profiles', 'user_profiles.user_id', 'users.id')
      .select(['users.role', 'users.school_id', 'user_profiles.phone', 'user_profiles.birthdate'])
      .where('users.id', '=', response.body.user.id)
      .executeTakeFirstOrThrow();
    expect(owner).toEqual({
      role: 'owner',
      school_id: response.body.school.id,
      phone: '+7 (917) 300-40-50',
      birthdate: '1987-04-21',
    });
  });

  it('does not sign in: no cookie, and the owner logs in afterwards', async () => {
    const registration = buildRegistration();
    const response = await api(t.app).post('/ownerschool/register', registration);
    expect(response.headers.get('set-cookie')).toBeNull();

    const cookie = await loginAs(t.app, registration.account.email, registration.account.password);
    const check = await api(t.app, cookie).get('/auth/check');
    expect(check.body.user).toMatchObject({ role: 'owner', school_id: response.body.school.id });
  });

  it('stores the password only as a scrypt hash of the production cost that verifies', async () => {
    setPasswordHashingCost('production');
    onTestFinished(() => setPasswordHashingCost('cheap'));
    const registration = buildRegistration();
    await api(t.app).post('/ownerschool/register', registration);
    const { password_hash } = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', registration.account.email)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(password_hash).not.toContain(registration.account.password);
    expect(await verifyPassword(registration.account.password, password_hash)).toBe(true);
    expect(await verifyPassword('не тот пароль', password_hash)).toBe(false);
  });

  it('answers 409 for a taken email, in any letter case, and writes nothing', async () => {
    const before = await countSchools();
    for (const email of [accounts.owner.email, 'Manager@Gracia-Dance.RU']) {
      const response = await api(t.app).post(
        '/ownerschool/register',
        buildRegistration({ account: { email, password: 'длинный-пароль' } }),
      );
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: serverErrors.emailTaken });
    }
    expect(await countSchools()).toBe(before);
  });

  it('keeps ids in step after a refused registration', async () => {
    await api(t.app).post(
      '/ownerschool/register',
      buildRegistration({ account: { email: accounts.owner.email, password: 'длинный-пароль' } }),
    );
    const { id: lastId } = await t.db
      .selectFrom('schools')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const response = await api(t.app).post('/ownerschool/register', buildRegistration());
    expect(response.body.school.id).toBe(lastId + 1);
  });

  it.each([
    ['no school name', { school: { name: '  ' } }, 'Заполните поле «Название школы»'],
    [
      'a short password',
      { account: { email: 'new-owner@example.ru', password: 'short' } },
      'Пароль должен содержать не менее 8 символов',
    ],
    [
      'a bad email',
      { account: { email: 'not-an-email', password: 'длинный-пароль' } },
      'Укажите корректный email в поле «Email»',
    ],
    [
      'a bad school phone',
      { school: { name: 'Студия', phone: '12345' } },
      'Телефон в поле «Телефон школы» должен быть в формате +7 (000) 000-00-00',
    ],
    [
      'an impossible birthdate',
      { profile: { full_name: 'Иванова Анна', birthdate: '2001-02-30' } },
      'Поле «Дата рождения»: укажите существующую дату в формате ГГГГ-ММ-ДД',
    ],
    ['no account', { account: undefined }, 'Заполните раздел «Учётная запись»: email и пароль'],
  ])('answers 400 naming the field for %s', async (_case, override, message) => {
    const before = await countSchools();
    const body = { ...buildRegistration(), ...override };
    const response = await api(t.app).post('/ownerschool/register', JSON.parse(JSON.stringify(body)));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await countSchools()).toBe(before);
  });
});
