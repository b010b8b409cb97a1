import type { Kysely } from 'kysely';
import { formatMoney, type Payment, russianDate, type SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { clientEmail } from '../clients/service.ts';
import { enqueue } from '../outbox/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { familyAddresses } from '../students/service.ts';
import { chatsOf } from '../telegram/service.ts';

// A short, receipt-like message for a payment taken (docs/messages.md): to the payer named on it, or else to the
// student's family; by email and in linked Telegram chats; once per payment.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function paymentReceived(
  trx: Kysely<Database>,
  schoolId: number,
  payment: Payment,
  time: SchoolTime,
): Promise<number> {
  const payer = payment.client_id === null ? undefined : await clientEmail(trx, schoolId, payment.client_id);
  const emails = payer?.email ? [payer.email] : await familyAddresses(trx, schoolId, [payment.student_id]);
  if (emails.length === 0) return 0;
  const school = await cabinetSchool(trx, schoolId);
  const what = payment.sub_name ? ` — «${payment.sub_name}»` : '';
  const text = `${school.name}: получена оплата ${formatMoney(payment.amount)} за ${payment.student_name}${what}, ${russianDate(payment.paid_on)}. Спасибо!`;
  const notice = {
    kind: 'payment_received',
    occasion: String(payment.id),
    subject: `Оплата получена: ${formatMoney(payment.amount)}`,
    text,
    school_id: schoolId,
  };
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;font-size:16px"><p>${escapeHtml(text)}</p></body></html>`;
  let queued = 0;
  for (const email of emails)
    if (await enqueue(trx, { ...notice, to: email, html, channel: 'email' }, time.now)) queued += 1;
  for (const chat of await chatsOf(trx, schoolId, emails))
    if (await enqueue(trx, { ...notice, to: chat.chat_id, html: '', channel: 'telegram' }, time.now))
      queued += 1;
  return queued;
}
