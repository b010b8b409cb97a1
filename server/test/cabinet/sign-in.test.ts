import { describe, expect, it } from 'vitest';
import { apiPath, CABINET_CODE_TRIES, serverErrors } from '../../../src/contract/index.ts';
import { MAX_CODES_PER_EMAIL } from '../../src/modules/cabinet/codes.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { cabinetCookieOf, familyWithEmail, signInToCabinet } from './support.ts';

describe.each(testDialects())('cabinet sign-in on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  const anonymous = () => api(t.app);

  it('mails a six-digit code to a known address and signs in with it; an unknown address gets the same answer and no mail', async () => {
    await familyWithEmail(t, 'mama.sign-in@example.ru');
    const known = await anonymous().post(`/${apiPath('cabinetCode')}`, {
      email: ' Mama.Sign-In@Example.ru ',
    });
    const unknown = await anonymous().post(`/${apiPath('cabinetCode')}`, { email: 'nobody@example.ru' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await t.deliverMail();
    expect(t.mailbox.to('nobody@example.ru')).toHaveLength(0);
    const [mail] = t.mailbox.to('mama.sign-in@example.ru');
    expect(mail?.subject).toMatch(/^Код для входа: \d{6}$/);
    expect(mail?.from).toBe('school@ritm.test');
    expect(mail?.text).toContain('Код действует 10 минут');

    const code = t.mailbox.lastCode('mama.sign-in@example.ru');
    const signedIn = await anonymous().post(`/${apiPath('cabinetSignIn')}`, {
      email: 'mama.sign-in@example.ru',
      code,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ signed_in: true, schools: [] });
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ritm_cabinet=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=2592000');
    // A code signs in once.
    const again = await anonymous().post(`/${apiPath('cabinetSignIn')}`, {
      email: 'mama.sign-in@example.ru',
      code,
    });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: serverErrors.cabinetCodeExpired });
  });

  it('takes five wrong tries, then no more; a code lives ten minutes', async () => {
    await familyWithEmail(t, 'tries@example.ru');
    await anonymous().post(`/${apiPath('cabinetCode')}`, { email: 'tries@example.ru' });
    await t.deliverMail();
    const code = t.mailbox.lastCode('tries@example.ru');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = CABINET_CODE_TRIES - 1; left >= 0; left--) {
      const response = await anonymous().post(`/${apiPath('cabinetSignIn')}`, {
        email: 'tries@example.ru',
        code: wrong,
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: serverErrors.cabinetCodeWrong(left) });
    }
    const right = await anonymous().post(`/${apiPath('cabinetSignIn')}`, { email: 'tries@example.ru', code });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ message: serverErrors.cabinetCodeExpired });

    t.clock.advance(MINUTE);
    await anonymous().post(`/${apiPath('cabinetCode')}`, { email: 'tries@example.ru' });
    await t.deliverMail();
    const fresh = t.mailbox.lastCode('tries@example.ru');
    t.clock.advance(10 * MINUTE);
    const late = await anonymous().post(`/${apiPath('cabinetSignIn')}`, {
      email: 'tries@example.ru',
      code: fresh,
    });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: serverErrors.cabinetCodeExpired });
  });

  it('limits codes per address: the sixth in an hour waits, known address or not', async () => {
    for (const email of ['limit@example.ru', 'limit-unknown@example.ru']) {
      for (let index = 0; index < MAX_CODES_PER_EMAIL; index++)
        expect((await anonymous().post(`/${apiPath('cabinetCode')}`, { email })).status).toBe(200);
      const refused = await anonymous().post(`/${apiPath('cabinetCode')}`, { email });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({ message: serverErrors.tooManyCodes(60) });
    }
  });

  it('refuses a malformed address or code in Russian', async () => {
    const badEmail = await anonymous().post(`/${apiPath('cabinetCode')}`, { email: 'мама' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ message: 'Укажите корректный email в поле «Email»' });
    const badCode = await anonymous().post(`/${apiPath('cabinetSignIn')}`, {
      email: 'a@example.ru',
      code: '12a',
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body).toEqual({ message: 'Код — 6 цифр из письма' });
  });

  it('lets a person of two schools pick the school, and only one of theirs', async () => {
    await familyWithEmail(t, 'two-schools@example.ru');
    await familyWithEmail(t, 'two-schools@example.ru', { owner: accounts.otherOwner.email, minStudents: 0 });
    await anonymous().post(`/${apiPath('cabinetCode')}`, { email: 'two-schools@example.ru' });
    await t.deliverMail();
    const code = t.mailbox.lastCode('two-schools@example.ru');
    const choice = await anonymous().post(`/${apiPath('cabinetSignIn')}`, {
      email: 'two-schools@example.ru',
      code,
    });
    expect(choice.status).toBe(200);
    expect(choice.headers.get('set-cookie')).toBeNull();
    const schools = (choice.body as { schools: { id: number }[] }).schools;
    expect(schools.map((school) => school.id).sort()).toEqual([1, 2]);
    const elsewhere = await anonymous().post(`/${apiPath('cabinetSignIn')}`, {
      email: 'two-schools@example.ru',
      code,
      school_id: 999,
    });
    expect(elsewhere.status).toBe(401);
    const chosen = await anonymous().post(`/${apiPath('cabinetSignIn')}`, {
      email: 'two-schools@example.ru',
      code,
      school_id: 2,
    });
    expect(chosen.status).toBe(200);
    const home = await api(t.app, cabinetCookieOf(chosen)).get(`/${apiPath('cabinetHome')}`);
    expect(home.status).toBe(200);
    expect((home.body as { school: { name: string } }).school.name).not.toBe('');
  });

  it('keeps the two kinds of session apart: the cabinet opens no staff endpoint, the staff no cabinet one', async () => {
    await familyWithEmail(t, 'apart@example.ru');
    const cabinet = await signInToCabinet(t, 'apart@example.ru');
    const staff = await loginAs(t.app, accounts.owner.email);
    expect((await api(t.app, cabinet).post(`/${apiPath('studentsAll')}`, {})).status).toBe(401);
    expect((await api(t.app, cabinet).get(`/${apiPath('authCheck')}`)).status).toBe(401);
    expect((await api(t.app, staff).get(`/${apiPath('cabinetHome')}`)).status).toBe(401);
    // Both cookies together: each endpoint reads its own.
    const both = `${cabinet}; ${staff}`;
    expect((await api(t.app, both).get(`/${apiPath('cabinetHome')}`)).status).toBe(200);
    expect((await api(t.app, both).get(`/${apiPath('authCheck')}`)).status).toBe(200);
  });

  it('lists the sessions of the person and ends one; sign-out ends its own', async () => {
    await familyWithEmail(t, 'devices@example.ru');
    const first = await signInToCabinet(t, 'devices@example.ru');
    t.clock.advance(MINUTE);
    const second = await signInToCabinet(t, 'devices@example.ru');
    const sessions = (await api(t.app, second).get(`/${apiPath('cabinetSessions')}`)).body as {
      id: number;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(2);
    const other = sessions.find((session) => !session.current);
    if (!other) throw new Error('no other session');
    expect(
      (await api(t.app, second).delete(`/${apiPath('cabinetSessionEnd', { id: other.id })}`)).status,
    ).toBe(200);
    expect((await api(t.app, first).get(`/${apiPath('cabinetHome')}`)).status).toBe(401);
    const signOut = await api(t.app, second).post(`/${apiPath('cabinetSignOut')}`);
    expect(signOut.status).toBe(200);
    expect(signOut.headers.get('set-cookie')).toMatch(/^ritm_cabinet=;/);
    expect((await api(t.app, second).get(`/${apiPath('cabinetHome')}`)).status).toBe(401);
  });

  it('ends a session after 30 days', async () => {
    await familyWithEmail(t, 'month@example.ru');
    const cookie = await signInToCabinet(t, 'month@example.ru');
    t.clock.advance(30 * 24 * 60 * MINUTE);
    expect((await api(t.app, cookie).get(`/${apiPath('cabinetHome')}`)).status).toBe(401);
  });
});
