import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, IDEMPOTENCY_HEADER } from '../../../src/contract/index.ts';
import { webhookPost } from '../../node/webhook-post.ts';
import { deliverWebhooksDue, FAILING_LIMIT_MS } from '../../src/modules/webhooks/delivery.ts';
import { familyWithEmail, signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs, send } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { DAY, MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

// Outbound webhooks (docs/webhooks.md): a receiver on loopback gets each subscribed event once, signed by the
// Standard Webhooks algorithm (checked with the spec's own library), retried after failures until it answers 2xx;
// three days of failures switch the subscription off and tell the owner.

describe.each(testDialects())('webhooks on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true, webhookAddresses: { allowPrivateNetworks: true } });
  const ids = useDemoIds(t);
  let receiver: WebhookReceiver;
  const post = webhookPost({ allowPrivateNetworks: true });
  const deliver = () => deliverWebhooksDue(t.db, post, t.clock.now());
  const owner = async () => api(t.app, await loginAs(t.app, accounts.owner.email));

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const subscribe = async (events: string[]) => {
    const made = await (await owner()).post(`/${apiPath('webhookCreate')}`, { url: receiver.url, events });
    expect(made.status, made.text).toBe(201);
    return made.body as { id: number; secret: string };
  };
  const drop = async (id: number) =>
    expect((await (await owner()).delete(`/${apiPath('webhookDelete', { id })}`)).status).toBe(200);

  it('hears of a trial a family booked in the cabinet as of any new lead', async () => {
    const hook = await subscribe(['lead.created']);
    await familyWithEmail(t, 'hook-family@example.ru');
    const cabinet = api(t.app, await signInToCabinet(t, 'hook-family@example.ru'));
    const [group] = (await cabinet.get(`/${apiPath('cabinetTrialGroups')}`)).body as {
      id: number;
      lessons: { date: string }[];
    }[];
    if (!group?.lessons[0]) throw new Error('no trial group');
    const before = receiver.received.length;
    const signed = await cabinet.post(`/${apiPath('cabinetTrial')}`, {
      group_id: group.id,
      lesson_date: group.lessons[0].date,
      child_name: 'Соня из кабинета',
    });
    expect(signed.status, signed.text).toBe(201);
    await deliver();
    const got = receiver.received.slice(before).map((delivery) => JSON.parse(delivery.body));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      type: 'lead.created',
      data: { id: signed.body.lead_id, name: 'Соня из кабинета', trial_date: group.lessons[0].date },
    });
    await drop(hook.id);
  });

  it('sends one signed delivery per new lead, with the lead as the API answered it', async () => {
    const hook = await subscribe(['lead.created']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const boss = await owner();
    // The secret is shown once: the list does not have it.
    expect(JSON.stringify((await boss.get(`/${apiPath('webhooks')}`)).body)).not.toContain(hook.secret);

    const before = receiver.received.length;
    const lead = await boss.post(`/${apiPath('leadCreate')}`, {
      name: 'Вера с сайта',
      phone: '+7 (900) 555-01-01',
    });
    expect(lead.status).toBe(201);
    // Another event this subscription does not listen to: nothing for it.
    await boss.patch(`/${apiPath('leadUpdate', { id: lead.body.id })}`, { name: 'Вера Сергеевна' });
    expect(await deliver()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(await deliver()).toEqual({ delivered: 0, retried: 0, failed: 0 });

    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const { headers, body } = got[0] as (typeof got)[number];
    // The receiver checks the timestamp against its own clock: here, the installation's.
    vi.useFakeTimers({ toFake: ['Date'], now: t.clock.now() });
    const verified = new Webhook(hook.secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    }) as { type: string; data: unknown };
    expect(verified.type).toBe('lead.created');
    expect(verified.data).toEqual(lead.body);
    // A tampered body does not verify.
    expect(() =>
      new Webhook(hook.secret).verify(body.replace('Вера', 'Вова'), {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      }),
    ).toThrow();
    vi.useRealTimers();

    const log = await boss.post(`/${apiPath('webhookDeliveries')}`, { webhook_id: hook.id });
    expect(log.body).toEqual([
      expect.objectContaining({
        event_type: 'lead.created',
        message_id: headers['webhook-id'],
        attempts: 1,
        last_status: 200,
        next_attempt_at: null,
      }),
    ]);
    await drop(hook.id);
  });

  it('retries a receiver answering 500 with growing waits until it answers 200, with the same webhook-id', async () => {
    const hook = await subscribe(['payment.created']);
    const boss = await owner();
    const before = receiver.received.length;
    receiver.answerNext(500, 503);
    const paying = api(t.app, await loginAs(t.app, accounts.owner.email), {
      [IDEMPOTENCY_HEADER]: 'pay-hook-1',
    });
    const payment = {
      student_id: 1,
      type: 'other',
      amount: 1500,
      paid_on: t.clock.now().toISOString().slice(0, 10),
    };
    const paid = await paying.post(`/${apiPath('paymentCreate')}`, payment);
    expect(paid.status, paid.text).toBe(201);
    // The same key again is a replay: no second event.
    expect(
      (await paying.post(`/${apiPath('paymentCreate')}`, payment)).headers.get('idempotent-replayed'),
    ).toBe('true');
    expect(await deliver()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    // Not due yet: nothing is sent before the wait is over.
    expect(await deliver()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    t.clock.advance(11_000);
    expect(await deliver()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    let listed = (await boss.get(`/${apiPath('webhooks')}`)).body.find(
      (row: { id: number }) => row.id === hook.id,
    );
    expect(listed).toMatchObject({ last_delivery: { status: 503, ok: false } });
    expect(listed.failing_since).not.toBeNull();
    t.clock.advance(2 * MINUTE);
    expect(await deliver()).toEqual({ delivered: 1, retried: 0, failed: 0 });

    const got = receiver.received.slice(before);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(JSON.parse((got[2] as (typeof got)[number]).body)).toMatchObject({
      type: 'payment.created',
      data: paid.body,
    });
    listed = (await boss.get(`/${apiPath('webhooks')}`)).body.find(
      (row: { id: number }) => row.id === hook.id,
    );
    expect(listed).toMatchObject({ failing_since: null, last_delivery: { status: 200, ok: true } });
    await drop(hook.id);
  });

  it('switches off a subscription failing for three days and tells the owner; switched on, it counts afresh', async () => {
    const hook = await subscribe(['lead.created']);
    const boss = await owner();
    receiver.answerNext(...Array.from({ length: 40 }, () => 500));
    await boss.post(`/${apiPath('leadCreate')}`, { name: 'Недоставленный', phone: '+7 (900) 555-02-02' });
    const started = t.clock.now().getTime();
    let report = await deliver();
    while (t.clock.now().getTime() - started < FAILING_LIMIT_MS + DAY && report.failed === 0) {
      t.clock.advance(6 * 60 * MINUTE);
      report = await deliver();
    }
    expect(report.failed).toBe(1);
    const listed = (await boss.get(`/${apiPath('webhooks')}`)).body.find(
      (row: { id: number }) => row.id === hook.id,
    );
    expect(listed.disabled_at).not.toBeNull();
    expect(listed.disabled_reason).toMatch(/Три дня/);
    const told = await t.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text'])
      .where('kind', '=', 'webhook_disabled')
      .execute();
    expect(told).toEqual([
      expect.objectContaining({ recipient: accounts.owner.email, subject: 'Вебхук отключён' }),
    ]);
    expect(told[0]?.body_text).toContain(receiver.url);

    // Switched off: new events are not queued for it.
    await boss.post(`/${apiPath('leadCreate')}`, { name: 'Пока отключён', phone: '+7 (900) 555-03-03' });
    expect(await deliver()).toEqual({ delivered: 0, retried: 0, failed: 0 });

    // The receiver mended, the owner switches the webhook on: new events go again.
    receiver.answerNext();
    const enabled = await boss.post(`/${apiPath('webhookEnable', { id: hook.id })}`);
    expect(enabled.body).toMatchObject({ disabled_at: null, failing_since: null });
    await boss.post(`/${apiPath('leadCreate')}`, { name: 'Снова включён', phone: '+7 (900) 555-04-04' });
    expect(await deliver()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    await drop(hook.id);
  });

  it('refuses addresses of loopback and private networks unless the installation allows them', async () => {
    const strict = await import('../../src/app.ts').then(({ createApp }) =>
      createApp({ db: t.db, now: t.clock.now, webhookAddresses: { allowPrivateNetworks: false } }),
    );
    const boss = api(strict, await loginAs(strict, accounts.owner.email));
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('webhook_subscriptions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.0.0.7/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0.0.0.0/hook',
    ]) {
      const refused = await boss.post(`/${apiPath('webhookCreate')}`, { url, events: ['lead.created'] });
      expect([url, refused.status, refused.body.message]).toEqual([
        url,
        400,
        expect.stringMatching(/внутреннюю сеть/),
      ]);
    }
    for (const [url, message] of [
      ['ftp://example.com/x', /https:\/\/ или http:\/\//],
      ['https://user:secret@example.com/x', /логин и пароль/],
    ] as const) {
      const refused = await boss.post(`/${apiPath('webhookCreate')}`, { url, events: ['lead.created'] });
      expect([refused.status, refused.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await count()).toBe(before);

    // A name is resolved: one that leads inside is refused like the address itself.
    const resolving = await import('../../src/app.ts').then(({ createApp }) =>
      createApp({
        db: t.db,
        now: t.clock.now,
        webhookAddresses: { allowPrivateNetworks: false, resolve: async () => ['93.184.215.14', '10.1.2.3'] },
      }),
    );
    const owner2 = api(resolving, await loginAs(resolving, accounts.owner.email));
    const named = await owner2.post(`/${apiPath('webhookCreate')}`, {
      url: 'https://hooks.example.com/ritm',
      events: ['lead.created'],
    });
    expect([named.status, named.body.message]).toEqual([400, expect.stringMatching(/внутреннюю сеть/)]);
    expect(await count()).toBe(before);

    // And at delivery, the address connected to is checked again: a name leading to loopback is not posted to.
    const guarded = webhookPost({ allowPrivateNetworks: false });
    const posted = receiver.received.length;
    const port = new URL(receiver.url).port;
    await expect(guarded({ url: `http://localhost:${port}/hooks`, headers: {}, body: '{}' })).rejects.toThrow(
      /внутреннюю сеть/,
    );
    await expect(guarded({ url: receiver.url, headers: {}, body: '{}' })).rejects.toThrow(/внутреннюю сеть/);
    expect(receiver.received.length).toBe(posted);
  });

  it('is the owner’s: other roles and API tokens cannot see or make webhooks', async () => {
    const manager = api(t.app, await loginAs(t.app, accounts.manager.email));
    expect((await manager.get(`/${apiPath('webhooks')}`)).status).toBe(403);
    const boss = await owner();
    const refused = await boss.post(`/${apiPath('apiTokenCreate')}`, {
      name: 'x',
      scopes: ['webhooks:manage'],
    });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      expect.stringMatching(/нельзя дать токену/),
    ]);
  });

  it('records a write made with an API token under the token’s name, and sends its event', async () => {
    const hook = await subscribe(['lead.created']);
    const boss = await owner();
    const { token } = (
      await boss.post(`/${apiPath('apiTokenCreate')}`, { name: 'Сайт школы', scopes: ['leads:write'] })
    ).body;
    const lead = await send(t.app, `/api/${apiPath('leadCreate')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Лид от интеграции', phone: '+7 (900) 555-05-05' }),
    });
    expect(lead.status, lead.text).toBe(201);
    const history = await boss.post(`/${apiPath('history')}`, { entity: 'leads', entity_id: lead.body.id });
    expect(history.body.entries).toEqual([
      expect.objectContaining({
        action: 'insert',
        user_id: ids.users.owner,
        api_token_name: 'Сайт школы',
      }),
    ]);
    // A change in the app stays the person's own.
    await boss.patch(`/${apiPath('leadUpdate', { id: lead.body.id })}`, { name: 'Лид, исправлен' });
    const after = await boss.post(`/${apiPath('history')}`, { entity: 'leads', entity_id: lead.body.id });
    expect(after.body.entries[0]).toMatchObject({ action: 'update', api_token_name: null });
    const before = receiver.received.length;
    expect((await deliver()).delivered).toBe(1);
    expect(JSON.parse((receiver.received[before] as { body: string }).body).data).toEqual(lead.body);
    await drop(hook.id);
  });

  it('is sent once per event when two processes deliver at once, over many rounds', async () => {
    const hook = await subscribe(['lead.created']);
    const boss = await owner();
    for (let round = 0; round < 5; round += 1) {
      const before = receiver.received.length;
      for (let index = 0; index < 12; index += 1)
        await boss.post(`/${apiPath('leadCreate')}`, { name: `Гонка ${round}-${index}` });
      const reports = await Promise.all([
        deliverWebhooksDue(t.db, post, t.clock.now()),
        deliverWebhooksDue(t.otherProcessDb(), post, t.clock.now()),
      ]);
      expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(12);
      const webhookIds = receiver.received.slice(before).map((request) => request.headers['webhook-id']);
      expect([webhookIds.length, new Set(webhookIds).size]).toEqual([12, 12]);
    }
    await drop(hook.id);
  });

  it('sends «отметить всех» as the marks it made, not the ones made before it', async () => {
    const boss = await owner();
    const lessons = (await boss.post(`/${apiPath('lessonsWhere')}`, {})).body as {
      id: number;
      is_canceled: boolean;
    }[];
    let roll: { student_id: number; mark: string | null }[] = [];
    let lessonId = 0;
    for (const lesson of lessons.filter((one) => !one.is_canceled)) {
      roll = (await boss.post(`/${apiPath('attendanceWhere')}`, { lesson_id: lesson.id })).body;
      lessonId = lesson.id;
      if (roll.length >= 2 && roll.every((record) => record.mark === null)) break;
    }
    expect(roll.length).toBeGreaterThanOrEqual(2);
    const [first] = roll;
    await boss.post(`/${apiPath('attendanceMark')}`, {
      lesson_id: lessonId,
      student_id: first?.student_id,
      mark: 'absent',
    });
    const hook = await subscribe(['attendance.marked']);
    t.clock.advance(1000);
    const before = receiver.received.length;
    expect((await boss.post(`/${apiPath('attendanceMarkAll')}`, { lesson_id: lessonId })).status).toBe(200);
    await deliver();
    const marked = receiver.received
      .slice(before)
      .map((request) => (JSON.parse(request.body) as { data: { student_id: number } }).data.student_id);
    expect(marked.sort()).toEqual(
      roll
        .slice(1)
        .map((record) => record.student_id)
        .sort(),
    );
    await drop(hook.id);
  });
});
