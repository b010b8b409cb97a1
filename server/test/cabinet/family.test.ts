import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type CabinetHome,
  type CabinetLesson,
  type CabinetStudent,
  serverErrors,
} from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { familyWithEmail, signInToCabinet } from './support.ts';

// What a family sees and does in the cabinet (docs/cabinet.md), checked against what the staff see of the same rows.

describe.each(testDialects())('the family in the cabinet on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let family: Awaited<ReturnType<typeof familyWithEmail>>;
  let cookie: string;
  const cabinet = () => api(t.app, cookie);
  const home = async () => {
    const response = await cabinet().get(`/${apiPath('cabinetHome')}`);
    expect(response.status, response.text).toBe(200);
    return response.body as CabinetHome;
  };

  beforeAll(async () => {
    await t.runJobs();
    family = await familyWithEmail(t, 'family@example.ru');
    cookie = await signInToCabinet(t, 'family@example.ru');
  });

  it('shows every child of the family with the balance and passes the front desk sees', async () => {
    const seen = await home();
    expect(seen.person).toMatchObject({ email: 'family@example.ru', is_client: true });
    expect(seen.students.map((student) => student.id).sort()).toEqual(
      family.client.students.map((student) => student.id).sort(),
    );
    const receptionist = api(t.app, await loginAs(t.app, accounts.accountant.email));
    for (const student of seen.students) {
      const account = (await receptionist.get(`/${apiPath('studentAccount', { id: student.id })}`)).body as {
        balance: number;
        debt_visits: number;
        subscriptions: { id: number; remaining_visits: number | null; status: string }[];
      };
      expect(student.balance).toBe(account.balance);
      expect(student.debt_visits).toBe(account.debt_visits);
      const running = account.subscriptions.filter(
        (pass) => pass.status !== 'ended' && pass.status !== 'canceled',
      );
      expect(student.passes.map((pass) => [pass.id, pass.remaining_visits])).toEqual(
        running.map((pass) => [pass.id, pass.remaining_visits]),
      );
    }
  });

  it('lists next lessons in time order, each not yet ended', async () => {
    const seen = await home();
    const lessons = seen.students.flatMap((student) => student.next_lessons);
    expect(lessons.length).toBeGreaterThan(0);
    for (const student of seen.students) {
      const keys = student.next_lessons.map((lesson) => `${lesson.date} ${lesson.start_time}`);
      expect(keys).toEqual([...keys].sort());
      for (const lesson of student.next_lessons) expect(lesson.date >= '2026-03-02').toBe(true);
    }
  });

  it('«Не придём»: an excused mark the roll shows as announced; undone before the cut-off; closed after it', async () => {
    const seen = await home();
    const lesson = seen.students
      .flatMap((student) => student.next_lessons)
      .find((candidate) => candidate.can_announce && candidate.date > '2026-03-02') as CabinetLesson;
    expect(lesson).toBeDefined();
    const body = { lesson_id: lesson.lesson_id, student_id: lesson.student_id };
    const announced = await cabinet().post(`/${apiPath('cabinetAbsence')}`, body);
    expect(announced.status, announced.text).toBe(200);
    expect(announced.body).toMatchObject({ mark: 'excused', announced: true, can_announce: true });
    // Twice is once.
    expect((await cabinet().post(`/${apiPath('cabinetAbsence')}`, body)).status).toBe(200);

    const receptionist = api(t.app, await loginAs(t.app, accounts.receptionist.email));
    const roll = async () =>
      (
        (await receptionist.post(`/${apiPath('attendanceWhere')}`, { lesson_id: lesson.lesson_id })).body as {
          student_id: number;
          mark: string | null;
          announced: boolean;
        }[]
      ).find((row) => row.student_id === lesson.student_id);
    expect(await roll()).toMatchObject({ mark: 'excused', announced: true });

    const undone = await cabinet().post(`/${apiPath('cabinetAbsenceUndo')}`, body);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ mark: null, announced: false });
    expect(await roll()).toMatchObject({ mark: null, announced: false });

    // Two hours before the start (the default cut-off) it closes.
    const start = Date.parse(`${lesson.date}T${lesson.start_time}:00+03:00`);
    const now = t.clock.now().getTime();
    t.clock.advance(start - now - 119 * MINUTE);
    try {
      const late = await cabinet().post(`/${apiPath('cabinetAbsence')}`, body);
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ message: serverErrors.cabinetAfterCutoff(120) });
    } finally {
      t.clock.set(new Date(now).toISOString());
    }
  });

  it('leaves a mark of the staff alone', async () => {
    const seen = await home();
    const lesson = seen.students
      .flatMap((student) => student.next_lessons)
      .find((l) => l.can_announce) as CabinetLesson;
    const receptionist = api(t.app, await loginAs(t.app, accounts.receptionist.email));
    const marked = await receptionist.post(`/${apiPath('attendanceMark')}`, {
      lesson_id: lesson.lesson_id,
      student_id: lesson.student_id,
      mark: 'present',
    });
    expect(marked.status, marked.text).toBe(200);
    const refused = await cabinet().post(`/${apiPath('cabinetAbsence')}`, {
      lesson_id: lesson.lesson_id,
      student_id: lesson.student_id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: serverErrors.cabinetAlreadyMarked });
    await receptionist.post(`/${apiPath('attendanceMark')}`, {
      lesson_id: lesson.lesson_id,
      student_id: lesson.student_id,
      mark: null,
    });
  });

  it('opens a child’s page with the month, the history and every ledger line behind the balance', async () => {
    const [student] = (await home()).students;
    if (!student) throw new Error('no student');
    const page = await cabinet().get(`/${apiPath('cabinetStudent', { id: student.id })}`);
    expect(page.status).toBe(200);
    const body = page.body as CabinetStudent;
    expect(body.balance).toBe(student.balance);
    expect(body.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(student.balance);
    expect(body.entries[0]).not.toHaveProperty('created_by_name');
    for (const lesson of body.history) expect(lesson.date <= '2026-03-02').toBe(true);
  });

  it('answers another family’s and another school’s rows as not found', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const students = (await owner.post(`/${apiPath('studentsAll')}`, {})).body as { id: number }[];
    const own = new Set((await home()).students.map((student) => student.id));
    const stranger = students.find((student) => !own.has(student.id));
    if (!stranger) throw new Error('no other student');
    const page = await cabinet().get(`/${apiPath('cabinetStudent', { id: stranger.id })}`);
    expect(page.status).toBe(404);
    const absence = await cabinet().post(`/${apiPath('cabinetAbsence')}`, {
      lesson_id: 1,
      student_id: stranger.id,
    });
    expect(absence.status).toBe(404);
    const [mine] = own;
    const foreignLesson = await cabinet().post(`/${apiPath('cabinetAbsence')}`, {
      lesson_id: 999_999,
      student_id: mine,
    });
    expect(foreignLesson.status).toBe(404);
  });

  it('signs a child up for a trial: a lead with source «Личный кабинет» in /leads', async () => {
    const groups = await cabinet().get(`/${apiPath('cabinetTrialGroups')}`);
    expect(groups.status).toBe(200);
    const [group] = groups.body as {
      id: number;
      name: string;
      lessons: { date: string; start_time: string }[];
    }[];
    if (!group?.lessons[0]) throw new Error('no trial group');
    const wrongDay = await cabinet().post(`/${apiPath('cabinetTrial')}`, {
      group_id: group.id,
      lesson_date: '2026-12-31',
      child_name: 'Соня',
    });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body).toEqual({ message: serverErrors.cabinetTrialDate });
    const signed = await cabinet().post(`/${apiPath('cabinetTrial')}`, {
      group_id: group.id,
      lesson_date: group.lessons[0].date,
      child_name: 'Соня',
    });
    expect(signed.status, signed.text).toBe(201);
    const manager = api(t.app, await loginAs(t.app, accounts.manager.email));
    const leads = (await manager.post(`/${apiPath('leadsWhere')}`, {})).body as {
      id: number;
      name: string;
      trial_date: string;
      source_id: number;
      qualification: string;
    }[];
    const lead = leads.find((candidate) => candidate.id === (signed.body as { lead_id: number }).lead_id);
    expect(lead).toMatchObject({ name: 'Соня', trial_date: group.lessons[0].date });
    expect(lead?.qualification).toContain(group.name);
    const sources = (await manager.get(`/${apiPath('sourcesAll')}`)).body as { id: number; name: string }[];
    expect(sources.find((source) => source.id === lead?.source_id)?.name).toBe('Личный кабинет');
  });

  it('accepts the school’s current offer and the personal-data consent; an old version is refused', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const set = await owner.patch(`/${apiPath('cabinetSettingsUpdate')}`, {
      offer_text: 'Договор-оферта, версия 1',
    });
    expect(set.body).toMatchObject({ offer_version: 1 });
    const offered = await home();
    expect(offered.offer).toEqual({ version: 1, text: 'Договор-оферта, версия 1', accepted_version: null });
    await owner.patch(`/${apiPath('cabinetSettingsUpdate')}`, { offer_text: 'Договор-оферта, версия 2' });
    const stale = await cabinet().post(`/${apiPath('cabinetConsent')}`, { kind: 'offer', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: serverErrors.cabinetOfferOutdated });
    const accepted = await cabinet().post(`/${apiPath('cabinetConsent')}`, { kind: 'offer', version: 2 });
    expect(accepted.status).toBe(200);
    expect((accepted.body as CabinetHome).offer.accepted_version).toBe(2);
    const consent = await cabinet().post(`/${apiPath('cabinetConsent')}`, {
      kind: 'personal_data',
      version: 1,
    });
    expect((consent.body as CabinetHome).personal_data_accepted_at).toBe(t.clock.now().toISOString());
    const status = await owner.post(`/${apiPath('cabinetUse')}`, { client_id: family.client.id });
    expect(status.body).toMatchObject({
      emails: ['family@example.ru'],
      cabinet: { offer_version: 2, personal_data_at: t.clock.now().toISOString() },
    });
    expect((status.body as { cabinet: { signed_in_at: string | null } }).cabinet.signed_in_at).not.toBeNull();
  });

  it('changes the phone with the mask, and the email only with a code sent to the new address', async () => {
    const phoned = await cabinet().patch(`/${apiPath('cabinetContacts')}`, { phone: '89161234567' });
    expect(phoned.status).toBe(200);
    expect((phoned.body as CabinetHome).person.phone).toBe('+7 (916) 123-45-67');
    const bad = await cabinet().patch(`/${apiPath('cabinetContacts')}`, { phone: '12' });
    expect(bad.status).toBe(400);

    await cabinet().post(`/${apiPath('cabinetEmailCode')}`, { email: 'family.new@example.ru' });
    await t.deliverMail();
    const code = t.mailbox.lastCode('family.new@example.ru');
    const changed = await cabinet().post(`/${apiPath('cabinetEmailChange')}`, {
      email: 'family.new@example.ru',
      code,
    });
    expect(changed.status, changed.text).toBe(200);
    expect((changed.body as CabinetHome).person.email).toBe('family.new@example.ru');
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const client = (await owner.get(`/${apiPath('client', { id: family.client.id })}`)).body as {
      email: string;
    };
    expect(client.email).toBe('family.new@example.ru');
    // The session moved with the address.
    expect((await cabinet().get(`/${apiPath('cabinetHome')}`)).status).toBe(200);
  });

  it('invites by email from a student’s card, once a day however often pressed', async () => {
    const receptionist = api(t.app, await loginAs(t.app, accounts.receptionist.email));
    const [student] = family.client.students;
    const before = t.mailbox.to('family.new@example.ru').length;
    const first = await receptionist.post(`/${apiPath('cabinetInvite')}`, { student_id: student?.id });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ emails: ['family.new@example.ru'] });
    await receptionist.post(`/${apiPath('cabinetInvite')}`, { student_id: student?.id });
    await t.deliverMail();
    const invitations = t.mailbox.to('family.new@example.ru').slice(before);
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.text).toContain('/cabinet');
    // The front desk does not read clients: a client's card is not theirs to invite from.
    const byClient = await receptionist.post(`/${apiPath('cabinetInvite')}`, { client_id: family.client.id });
    expect(byClient.status).toBe(403);
  });
});
