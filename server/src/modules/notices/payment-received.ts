import type { Kysely } from 'kysely';
import { formatMoney, type Payment, russianDate, type SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { clientEmail } from '../clients/service.ts';
import { tell } from '../messages/service.ts';
import { familyContacts } from '../students/service.ts';

// A short, receipt-like message for a payment taken (docs/messages.md): to the payer named on it, or else to the
// student's family; by email and in linked Telegram chats; once per payment.

export async function paymentReceived(
  trx: Kysely<Database>,
  schoolId: number,
  payment: Payment,
  time: SchoolTime,
): Promise<number> {
  const payer = payment.client_id === null ? undefined : await clientEmail(trx, schoolId, payment.client_id);
  const student = { id: payment.student_id, name: payment.student_name };
  const contacts = payer?.email
    ? [{ email: payer.email, name: payer.name, client_id: payer.id, student_id: null, students: [student] }]
    : await familyContacts(trx, schoolId, [payment.student_id]);
  return tell(
    trx,
    {
      schoolId,
      kind: 'payment_received',
      occasion: String(payment.id),
      contacts,
      values: () => ({
        ученик: payment.student_name,
        сумма: formatMoney(payment.amount),
        дата: russianDate(payment.paid_on),
        назначение: payment.sub_name ? ` — «${payment.sub_name}»` : '',
      }),
      publicUrl: '',
    },
    time,
  );
}
