import { type Expense, expenseCategoryName, type Payment, type Subscription } from '@/contract';
import type { ExportColumn } from '@/ui/export/export-columns';
import { financeTexts } from './texts';

/** The payments of the period as a file: voided ones too, marked, so the file explains every rouble. */
export const paymentExportColumns: readonly ExportColumn<Payment>[] = [
  { header: financeTexts.date, kind: 'date', value: (payment) => payment.paid_on },
  { header: financeTexts.student, kind: 'text', value: (payment) => payment.student_name },
  {
    header: financeTexts.payer,
    kind: 'text',
    value: (payment) => payment.client_name ?? payment.student_name,
  },
  { header: financeTexts.type, kind: 'text', value: (payment) => financeTexts.paymentTypes[payment.type] },
  {
    header: financeTexts.method,
    kind: 'text',
    value: (payment) => financeTexts.paymentMethods[payment.method],
  },
  { header: financeTexts.subscription, kind: 'text', value: (payment) => payment.sub_name ?? '' },
  { header: financeTexts.amountColumn, kind: 'money', value: (payment) => payment.amount },
  { header: 'Возвращено', kind: 'money', value: (payment) => payment.refunded },
  {
    header: 'Аннулирован',
    kind: 'text',
    value: (payment) => (payment.voided_at ? `да: ${payment.void_reason ?? ''}`.trim() : ''),
  },
  { header: financeTexts.comment, kind: 'text', value: (payment) => payment.comment },
];

export const expenseExportColumns: readonly ExportColumn<Expense>[] = [
  { header: financeTexts.date, kind: 'date', value: (expense) => expense.spent_on },
  { header: financeTexts.category, kind: 'text', value: (expense) => expenseCategoryName(expense.category) },
  { header: financeTexts.amountColumn, kind: 'money', value: (expense) => expense.amount },
  {
    header: 'Аннулирован',
    kind: 'text',
    value: (expense) => (expense.voided_at ? `да: ${expense.void_reason ?? ''}`.trim() : ''),
  },
  { header: financeTexts.comment, kind: 'text', value: (expense) => expense.comment },
];

/**
 * The subscriptions of the «ending» card as the card lists them: who, which pass, what is left («безлимит» as the
 * card says it, so the file is text there) and until when.
 */
export const endingSubscriptionExportColumns: readonly ExportColumn<Subscription>[] = [
  { header: financeTexts.student, kind: 'text', value: (item) => item.student_name },
  { header: financeTexts.subscription, kind: 'text', value: (item) => item.sub_name },
  {
    header: financeTexts.visitsLeftColumn,
    kind: 'text',
    value: (item) =>
      item.remaining_visits === null ? financeTexts.unlimited : String(item.remaining_visits),
  },
  { header: financeTexts.validUntil, kind: 'date', value: (item) => item.expires_at },
];
