import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type CabinetHome,
  defaultTemplates,
  demoCabinet,
  IDEMPOTENCY_HEADER,
  type MessageTemplate,
  templateKinds,
} from '../../../src/contract/index.ts';
import { signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// The owner's side of messages (docs/messages.md): the school's settings and templates, a preview on the school's
// own data, and a staff member's own message to a group's families — once per submit.

const family = demoCabinet.family;

describe.each(testDialects())('templates and sending on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let lesson: CabinetHome['students'][number]['next_lessons'][number];
  const owner = async () => api(t.app, await loginAs(t.app, accounts.owner.email));

  beforeAll(async () => {
    await t.runJobs();
    const cabinet = api(t.app, await signInToCabinet(t, family));
    const home = (await cabinet.get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    const next = home.students.flatMap((student) => student.next_lessons)[0];
    if (!next) throw new Error('no coming lesson');
    lesson = next;
  });

  it('keeps the school’s settings, refusing what is not a setting in Russian', async () => {
    const boss = await owner();
    const defaults = await boss.get(`/${apiPath('messageSettings')}`);
    expect(defaults.body).toMatchObject({
      email_enabled: true,
      reminder_hour: 18,
      quiet_from: '22:00',
      quiet_to: '09:00',
      visits_left_notice: 1,
      smtp_configured: true,
      telegram_bot: null,
    });
    for (const [patch, message] of [
      [{ reminder_hour: 24 }, /от 0 до 23/],
      [{ quiet_from: '25:00' }, /ЧЧ:ММ/],
      [{ reply_to: 'не адрес' }, /email/],
      [{ sender_name: 'Школа <x>' }, /не может содержать/],
    ] as const) {
      const refused = await boss.patch(`/${apiPath('messageSettingsUpdate')}`, patch);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    const saved = await boss.patch(`/${apiPath('messageSettingsUpdate')}`, {
      sender_name: 'Грация',
      reply_to: 'Admin@Gracia-Dance.ru',
    });
    expect(saved.body).toMatchObject({
      sender_name: 'Грация',
      reply_to: 'admin@gracia-dance.ru',
      reminder_hour: 18,
    });
    const manager = api(t.app, await loginAs(t.app, accounts.manager.email));
    expect((await manager.get(`/${apiPath('messageSettings')}`)).status).toBe(403);
  });

  it('lists every template, refuses an unknown variable and previews on the school’s data', async () => {
    const boss = await owner();
    const templates = (await boss.get(`/${apiPath('messageTemplates')}`)).body as MessageTemplate[];
    expect(templates.map((template) => template.kind)).toEqual([...templateKinds]);
    expect(templates.find((template) => template.kind === 'birthday')).toMatchObject({
      enabled: false,
      is_default: true,
    });

    const unknown = await boss.put(`/${apiPath('messageTemplateUpdate')}`, {
      kind: 'lesson_canceled',
      enabled: true,
      subject: 'Отмена',
      body: 'Занятие {группа} отменено, {ребёнок}',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Неизвестная переменная: {ребёнок}');

    const preview = await boss.post(`/${apiPath('messageTemplatePreview')}`, {
      kind: 'lesson_canceled',
      subject: 'Отмена: {группа}',
      body: '{ученик}: занятие {когда} отменено. Приносим извинения.',
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.subject).toMatch(/^Отмена: (?!\{)/);
    expect(preview.body.source).toMatch(/^по данным школы: занятие группы/);
    expect(preview.body.text).toMatch(/^\S.+: занятие в .+ отменено\. Приносим извинения\.$/);
  });

  it('writes a cancellation with the school’s edited template, signed and answered as the school set', async () => {
    const boss = await owner();
    const saved = await boss.put(`/${apiPath('messageTemplateUpdate')}`, {
      kind: 'lesson_canceled',
      enabled: true,
      subject: defaultTemplates.lesson_canceled.subject,
      body: `${defaultTemplates.lesson_canceled.body} Приносим извинения.`,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ is_default: false, enabled: true });
    const canceled = await boss.patch(`/${apiPath('lessonUpdate', { id: lesson.lesson_id })}`, {
      is_canceled: true,
    });
    expect(canceled.status, canceled.text).toBe(200);
    await t.deliverMail();
    const [mail] = t.mailbox.to(family).filter((received) => received.subject.startsWith('Занятие отменено'));
    expect(mail?.text).toMatch(/отменено\. Приносим извинения\.$/);
    expect(mail).toMatchObject({ fromName: 'Грация', replyTo: 'admin@gracia-dance.ru', listUnsubscribe: '' });
    expect(mail?.messageId).toMatch(/^<ritm\.\d+\.\d+@ritm\.test>$/);
  });

  it('shows the recipients first, then sends a staff member’s message once however often it is submitted', async () => {
    const receptionist = api(t.app, await loginAs(t.app, accounts.receptionist.email), {
      [IDEMPOTENCY_HEADER]: 'group-news-1',
    });
    const { group_id } = (await (await owner()).get(`/${apiPath('lesson', { id: lesson.lesson_id })}`))
      .body as {
      group_id: number;
    };
    const recipients = await receptionist.post(`/${apiPath('messageRecipients')}`, { group_id });
    expect(recipients.status, recipients.text).toBe(200);
    expect(recipients.body).toContainEqual(
      expect.objectContaining({ email: family, telegram: false, email_blocked: false }),
    );
    const before = t.mailbox.to(family).length;
    const body = {
      group_id,
      channels: ['email'],
      subject: 'Открытый урок',
      text: 'В субботу открытый урок для родителей.',
    };
    const first = await receptionist.post(`/${apiPath('messageSend')}`, body);
    const again = await receptionist.post(`/${apiPath('messageSend')}`, body);
    expect(first.status, first.text).toBe(201);
    expect(again.body).toEqual(first.body);
    await t.deliverMail();
    const got = t.mailbox.to(family).slice(before);
    expect(got.map((mail) => mail.subject)).toEqual(['Открытый урок']);
    // Optional: it carries its way out.
    expect(got[0]?.listUnsubscribe).toContain('/cabinet/unsubscribe?token=');

    for (const [audience, message] of [
      [{}, /Выберите получателей/],
      [{ group_id, student_ids: [1] }, /Выберите получателей/],
      [{ student_ids: [999_999] }, /не этой школы/],
    ] as const) {
      const refused = await receptionist.post(`/${apiPath('messageRecipients')}`, audience);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    const other = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    expect((await other.post(`/${apiPath('messageRecipients')}`, { group_id })).status).toBe(404);
    const teacher = api(t.app, await loginAs(t.app, accounts.teacher.email));
    expect((await teacher.post(`/${apiPath('messageSend')}`, body)).status).toBe(403);
  });
});
