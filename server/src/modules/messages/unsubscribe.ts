import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { optOut } from '../outbox/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { notFoundAs } from '../shared/domain-errors.ts';
import { hashUnsubscribeToken } from './send.ts';

const mask = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');

/**
 * A family's «Отписаться» from an email's link: the address gets nothing optional from this school again (codes,
 * cancellations, receipts still come). The link works as often as it is opened; the answer names the school and
 * the address only masked, as anyone holding the link may open it.
 */
export async function unsubscribe(db: Kysely<Database>, token: string, now: Date) {
  const link = await db
    .selectFrom('unsubscribe_tokens')
    .select(['school_id', 'email'])
    .where('token_hash', '=', hashUnsubscribeToken(token))
    .executeTakeFirst();
  if (!link) throw notFoundAs('Ссылка отписки устарела или неверна. Напишите в школу — вас отпишут вручную');
  const schoolId = Number(link.school_id);
  await optOut(db, { schoolId, channel: 'email', address: link.email, reason: 'unsubscribed' }, now);
  const school = await cabinetSchool(db, schoolId);
  return { school_name: school.name, email: mask(link.email) };
}
