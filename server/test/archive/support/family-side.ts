import type { TestContext } from '../../support/test-app.ts';

// What a family does from its cabinet (consents, a linked chat, an unsubscribe, a freeze request), written into the
// tables as the cabinet writes it, and the secrets no archive may carry: a sign-in code's letter, the school's bot
// token and webhook secret, a family's session.

const BOT_TOKEN = '987654321:AAH-secret-bot-token-for-the-archive-test';
export const SECRETS = [
  BOT_TOKEN,
  'webhook-secret-hash-for-the-archive-test',
  'cabinet-session-hash-for-the-archive-test',
  '493817',
];

/** Answers the freeze request's id, for the front desk to decide through the API. */
export async function writeFamilySide(
  t: TestContext,
  schoolId: number,
  rows: { mother: number; ildarPass: number },
): Promise<number> {
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('cabinet_consents')
    .values([
      {
        school_id: schoolId,
        email: 'eva.morozova@example.ru',
        kind: 'personal_data',
        version: 1,
        accepted_at: now,
      },
      {
        school_id: schoolId,
        email: 'anna.ivanova@example.ru',
        kind: 'offer',
        version: 1,
        accepted_at: now,
      },
    ])
    .execute();
  await t.db
    .insertInto('telegram_chats')
    .values({
      school_id: schoolId,
      email: 'eva.morozova@example.ru',
      chat_id: '700100200',
      linked_at: now,
    })
    .execute();
  await t.db
    .insertInto('message_optouts')
    .values({
      school_id: schoolId,
      channel: 'email',
      address: 'oleg.morozov@example.ru',
      reason: 'unsubscribed',
      detail: null,
      created_at: now,
    })
    .execute();
  const request = await t.db
    .insertInto('freeze_requests')
    .values({
      school_id: schoolId,
      subscription_id: rows.ildarPass,
      email: 'ildar@example.ru',
      starts_on: '2026-03-20',
      days: 5,
      created_at: now,
      decided_by: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Secrets the archive must leave behind: a sign-in code's letter, the bot's token, a family's session.
  await t.db
    .insertInto('outbox')
    .values({
      school_id: schoolId,
      kind: 'cabinet_code',
      channel: 'email',
      recipient: 'eva.morozova@example.ru',
      occasion: '1',
      subject: 'Код входа: 493817',
      body_text: 'Ваш код входа в кабинет: 493817',
      body_html: '<p>493817</p>',
      created_at: now,
      due_at: now,
      sent_at: now,
      failed_at: null,
      last_error: null,
      client_id: rows.mother,
      student_id: null,
      lead_id: null,
      person_name: null,
      sender_name: null,
      reply_to: null,
      unsubscribe_url: null,
      provider_reply: null,
    })
    .execute();
  await t.db
    .insertInto('telegram_bots')
    .values({
      school_id: schoolId,
      token: BOT_TOKEN,
      username: 'studio_bot',
      update_offset: 0,
      poll_owner: null,
      poll_lease_until: null,
      created_at: now,
      webhook_secret_hash: 'webhook-secret-hash-for-the-archive-test',
    })
    .execute();
  await t.db
    .insertInto('cabinet_sessions')
    .values({
      school_id: schoolId,
      token_hash: 'cabinet-session-hash-for-the-archive-test',
      email: 'eva.morozova@example.ru',
      device: 'Firefox',
      created_at: now,
      expires_at: now,
    })
    .execute();
  return Number(request.id);
}
