import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { codeEmail } from '../cabinet/service.ts';
import { enqueue, optouts } from '../outbox/service.ts';
import { chatsOf } from '../telegram/service.ts';

/** A code someone asked for to sign in to the cabinet: who asked, the code, and the schools the address is known in. */
export type SignInCode = { email: string; code: string; occasion: string; schoolIds: readonly number[] };

/**
 * The cabinet's sign-in code also goes to every chat the address linked with a school's bot (docs/messages.md): a
 * family that lives in Telegram signs in from there. Service messages, so at any hour; not to a chat that blocked
 * the bot. Once per chat and code, like the email. Answers how many were queued.
 */
export async function signInCode(trx: Kysely<Database>, code: SignInCode, now: Date): Promise<number> {
  const { subject, text } = codeEmail(code.email, code.code);
  let queued = 0;
  for (const schoolId of code.schoolIds) {
    const chats = await chatsOf(trx, schoolId, [code.email]);
    const blocked = await optouts(
      trx,
      schoolId,
      'telegram',
      chats.map((chat) => chat.chat_id),
    );
    for (const chat of chats)
      if (!blocked.has(chat.chat_id)) {
        const message = { subject, text, html: '', to: chat.chat_id };
        const key = { school_id: schoolId, kind: 'cabinet_code', occasion: code.occasion };
        if (await enqueue(trx, { ...message, ...key, channel: 'telegram' }, now)) queued += 1;
      }
  }
  return queued;
}
