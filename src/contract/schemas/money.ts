import { z } from 'zod';
import { isIsoDate } from '../dates';
import { MAX_AMOUNT_KOPECKS } from '../money';
import { validationTime } from '../validation-time';
import { idField, optionalText, requiredText, wholeNumberField } from './fields';
import { ledgerNoteSchema } from './ledger-notes';

// Money (docs/money.md). Amounts are integer kopecks; every balance and remaining visit count is a ledger sum.

export const subscriptionKinds = ['visits', 'unlimited'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];
export const subscriptionKindLabels: Record<SubscriptionKind, string> = {
  visits: 'На занятия',
  unlimited: 'Безлимит',
};
export const subscriptionStarts = ['sale', 'first_visit'] as const;
export type SubscriptionStart = (typeof subscriptionStarts)[number];
export const subscriptionStartLabels: Record<SubscriptionStart, string> = {
  sale: 'С продажи',
  first_visit: 'С первого занятия',
};
export const subscriptionStatuses = ['not_started', 'active', 'frozen', 'ended', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
/** The spec's payment types: Subscription, Single lesson, Other. */
export const paymentTypes = ['subscription', 'single', 'other'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const paymentMethods = ['cash', 'card', 'transfer', 'online'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The spec's expense types: Rent, Salary, Advertising, Other; a school may add its own categories by name. */
export const expenseCategories = ['rent', 'salary', 'advertising', 'other'] as const;
export const attendanceMarks = ['present', 'absent', 'excused'] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];
export const accountEntryKinds = [
  'sale',
  'visit',
  'debt_visit',
  'reversal',
  'burn',
  'payment',
  'refund',
  'payment_void',
  /** The balance a student brought from the CRM the school moved from (docs/import.md). */
  'opening',
  /** A sold pass's price or visits changed with a reason: the difference of each (docs/money.md). */
  'pass_change',
  /** A pass cancelled: its unused part stops costing, its unused visits go. */
  'pass_cancel',
  /** A pass handed to another child of the family: what it owes or holds moves with it. */
  'pass_transfer',
] as const;
export type AccountEntryKind = (typeof accountEntryKinds)[number];
export const accountEntryKindLabels: Record<AccountEntryKind, string> = {
  sale: 'Продажа абонемента',
  visit: 'Посещение',
  debt_visit: 'Посещение в долг',
  reversal: 'Отмена строки',
  burn: 'Сгорание занятий',
  payment: 'Оплата',
  refund: 'Возврат',
  payment_void: 'Аннулирование оплаты',
  opening: 'Остаток из прежней CRM',
  pass_change: 'Изменение абонемента',
  pass_cancel: 'Отмена абонемента',
  pass_transfer: 'Передача абонемента',
};

/** A sum of money in kopecks: a whole positive number up to 10 000 000 ₽. */
export const amountField = (label = 'Сумма') =>
  wholeNumberField(
    `Поле «${label}» должно быть суммой в копейках`,
    `Поле «${label}»: сумма указывается в копейках, целым числом`,
  )
    .refine((value) => value > 0, `Поле «${label}»: сумма должна быть больше нуля`)
    .refine(
      (value) => value <= MAX_AMOUNT_KOPECKS,
      `Поле «${label}»: сумма не может быть больше 10 000 000 ₽`,
    );

/** A price may be zero (a free trial subscription). */
export const priceField = wholeNumberField(
  'Поле «Цена» должно быть суммой в копейках',
  'Поле «Цена»: сумма указывается в копейках, целым числом',
)
  .refine((value) => value >= 0, 'Поле «Цена» не может быть отрицательной')
  .refine((value) => value <= MAX_AMOUNT_KOPECKS, 'Поле «Цена» не может быть больше 10 000 000 ₽');

export const countField = (label: string, min: number, max: number) =>
  wholeNumberField(`Поле «${label}» должно быть целым числом`).refine(
    (value) => value >= min && value <= max,
    `Поле «${label}»: от ${min} до ${max}`,
  );

const EARLIEST_MONEY_DATE = '2000-01-01';

/** The day money moved: a real date from 2000 up to today (money is recorded as it happens, never ahead). */
export const moneyDateField = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть датой` })
    .refine(isIsoDate, `Поле «${label}»: укажите существующую дату в формате ГГГГ-ММ-ДД`)
    .refine((date) => date >= EARLIEST_MONEY_DATE, `Поле «${label}»: дата раньше 2000 года`)
    .refine((date) => date <= validationTime().today, `Поле «${label}»: дата не может быть в будущем`);

const periodDateField = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть датой` })
    .refine(isIsoDate, `Поле «${label}»: укажите существующую дату в формате ГГГГ-ММ-ДД`);

/** A period of dates, both ends included. */
export const periodSchema = z
  .object({ date_from: periodDateField('С'), date_to: periodDateField('По') })
  .refine((v) => v.date_from <= v.date_to, 'Дата «по» раньше даты «с»');
export type Period = z.infer<typeof periodSchema>;

// Subscription templates.

export const subscriptionTemplateSchema = z.object({
  id: idField,
  name: z.string(),
  kind: z.enum(subscriptionKinds),
  visits: z.number().int().nullable(),
  price: z.number().int(),
  validity_days: z.number().int(),
  starts_on: z.enum(subscriptionStarts),
  freeze_count: z.number().int(),
  freeze_days: z.number().int(),
  group_ids: z.array(idField),
  direction_ids: z.array(idField),
  /** Make-ups its excused absences earn (docs/makeups.md): how many (0: none), for how many days, which lessons. */
  makeups_allowed: z.number().int(),
  makeup_days: z.number().int(),
  makeups_same_style: z.boolean(),
  is_archived: z.boolean(),
  /** How many subscriptions were sold from it: once sold, it is archived rather than deleted. */
  sold_count: z.number().int(),
});
export type SubscriptionTemplate = z.infer<typeof subscriptionTemplateSchema>;
export const subscriptionTemplatesListSchema = z.array(subscriptionTemplateSchema);

const idListField = (label: string) =>
  z.array(idField, { error: `Поле «${label}» должно быть списком` }).max(100);

const templateFields = {
  name: requiredText('Название', 100),
  kind: z.enum(subscriptionKinds, { error: 'Вид абонемента: visits или unlimited' }),
  visits: countField('Занятий', 1, 500).nullable(),
  price: priceField,
  validity_days: countField('Срок действия, дней', 1, 730),
  starts_on: z.enum(subscriptionStarts, { error: 'Начало действия: sale или first_visit' }),
  freeze_count: countField('Заморозок', 0, 12),
  freeze_days: countField('Дней заморозки', 0, 365),
  group_ids: idListField('Группы'),
  direction_ids: idListField('Направления'),
  makeups_allowed: countField('Отработок', 0, 100),
  makeup_days: countField('Дней на отработку', 1, 365),
  makeups_same_style: z.boolean({ error: 'Поле «Только то же направление» должно быть да/нет' }),
};

const visitsMatchKind = (v: { kind?: SubscriptionKind; visits?: number | null }) =>
  v.kind === undefined || (v.kind === 'visits') === (v.visits !== null && v.visits !== undefined);
const visitsMessage = {
  message: 'Для абонемента на занятия укажите число занятий; безлимитный — без числа занятий',
};

export const subscriptionTemplateCreateSchema = z
  .object({
    ...templateFields,
    visits: templateFields.visits.default(null),
    starts_on: templateFields.starts_on.default('sale'),
    freeze_count: templateFields.freeze_count.default(0),
    freeze_days: templateFields.freeze_days.default(0),
    group_ids: templateFields.group_ids.default([]),
    direction_ids: templateFields.direction_ids.default([]),
    makeups_allowed: templateFields.makeups_allowed.default(0),
    makeup_days: templateFields.makeup_days.default(30),
    makeups_same_style: templateFields.makeups_same_style.default(false),
    school_id: idField.optional(),
  })
  .refine(visitsMatchKind, visitsMessage);
export type SubscriptionTemplateCreateInput = z.input<typeof subscriptionTemplateCreateSchema>;

export const subscriptionTemplateUpdateSchema = z.object({
  name: templateFields.name.optional(),
  price: templateFields.price.optional(),
  visits: templateFields.visits.optional(),
  validity_days: templateFields.validity_days.optional(),
  starts_on: templateFields.starts_on.optional(),
  freeze_count: templateFields.freeze_count.optional(),
  freeze_days: templateFields.freeze_days.optional(),
  group_ids: templateFields.group_ids.optional(),
  direction_ids: templateFields.direction_ids.optional(),
  makeups_allowed: templateFields.makeups_allowed.optional(),
  makeup_days: templateFields.makeup_days.optional(),
  makeups_same_style: templateFields.makeups_same_style.optional(),
  is_archived: z.boolean({ error: 'Поле «В архиве» должно быть да/нет' }).optional(),
});

// Sold subscriptions: the spec's fields (id, sub_name, issued_at, expires_at, remaining_visits) and the rest.

export const subscriptionSchema = z.object({
  id: idField,
  student_id: idField,
  student_name: z.string(),
  template_id: idField.nullable(),
  sub_name: z.string(),
  kind: z.enum(subscriptionKinds),
  issued_at: z.string(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Sold with, as changes since made it (a cancelled pass: the visits used); null when unlimited. */
  visits: z.number().int().nullable(),
  /** The ledger's sum; null when unlimited. */
  remaining_visits: z.number().int().nullable(),
  burned_visits: z.number().int(),
  status: z.enum(subscriptionStatuses),
  /** The last day of the freeze in force or planned, if any. */
  frozen_until: z.string().nullable(),
  freezes_left: z.number().int(),
  freeze_days_left: z.number().int(),
  /** What it costs now: its sale price, as changes since made it (a cancelled pass: what was used of it). */
  price: z.number().int(),
  paid: z.number().int(),
  owed: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionsListSchema = z.array(subscriptionSchema);

export const subscriptionsFilterSchema = z.object({
  school_id: idField.optional(),
  student_id: idField.optional(),
  /** Only those not ended. */
  active: z.boolean({ error: 'Поле «active» должно быть да/нет' }).optional(),
});

/** A payment taken together with a sale. */
const salePaymentSchema = z.object({
  amount: amountField(),
  method: z.enum(paymentMethods, { error: 'Способ оплаты: cash, card, transfer или online' }).default('cash'),
  client_id: idField.nullable().default(null),
});

export const subscriptionSaleSchema = z.object({
  student_id: idField,
  template_id: idField,
  issued_at: moneyDateField('Дата продажи'),
  payment: salePaymentSchema.nullable().default(null),
  school_id: idField.optional(),
});
export type SubscriptionSaleInput = z.input<typeof subscriptionSaleSchema>;

export const subscriptionFreezeSchema = z.object({
  starts_on: periodDateField('С какого дня'),
  days: countField('Дней', 1, 365),
});

// Payments, refunds, expenses.

export const paymentSchema = z.object({
  id: idField,
  student_id: idField,
  student_name: z.string(),
  client_id: idField.nullable(),
  client_name: z.string().nullable(),
  subscription_id: idField.nullable(),
  sub_name: z.string().nullable(),
  type: z.enum(paymentTypes),
  method: z.enum(paymentMethods),
  amount: z.number().int(),
  /** Refunded of it so far. */
  refunded: z.number().int(),
  paid_on: z.string(),
  comment: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentsListSchema = z.array(paymentSchema);

export const paymentCreateSchema = z.object({
  student_id: idField,
  type: z
    .enum(paymentTypes, { error: 'Тип платежа: subscription, single или other' })
    .default('subscription'),
  method: z.enum(paymentMethods, { error: 'Способ оплаты: cash, card, transfer или online' }).default('cash'),
  amount: amountField(),
  paid_on: moneyDateField('Дата'),
  client_id: idField.nullable().default(null),
  subscription_id: idField.nullable().default(null),
  comment: optionalText('Комментарий', 500).default(''),
  school_id: idField.optional(),
});
export type PaymentCreateInput = z.input<typeof paymentCreateSchema>;

export const moneyListFilterSchema = z
  .object({
    date_from: periodDateField('С'),
    date_to: periodDateField('По'),
    student_id: idField.optional(),
    school_id: idField.optional(),
  })
  .refine((v) => v.date_from <= v.date_to, 'Дата «по» раньше даты «с»');

export const voidSchema = z.object({ reason: requiredText('Причина', 300) });

export const refundSchema = z.object({
  id: idField,
  payment_id: idField,
  amount: z.number().int(),
  refunded_on: z.string(),
  reason: z.string(),
  student_id: idField,
  student_name: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundsListSchema = z.array(refundSchema);

export const refundCreateSchema = z.object({
  payment_id: idField,
  amount: amountField(),
  refunded_on: moneyDateField('Дата возврата'),
  reason: requiredText('Причина', 300),
  school_id: idField.optional(),
});

export const expenseSchema = z.object({
  id: idField,
  category: z.string(),
  amount: z.number().int(),
  spent_on: z.string(),
  comment: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
});
export type Expense = z.infer<typeof expenseSchema>;
export const expensesListSchema = z.array(expenseSchema);

export const expenseCreateSchema = z.object({
  category: requiredText('Тип расхода', 60).default('rent'),
  amount: amountField(),
  spent_on: moneyDateField('Дата'),
  comment: optionalText('Комментарий', 500).default(''),
  school_id: idField.optional(),
});
export type ExpenseCreateInput = z.input<typeof expenseCreateSchema>;

// The overview of a period, balances, one student's account.

export const financeSummarySchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  income: z.number().int(),
  refunds: z.number().int(),
  expenses: z.number().int(),
  net: z.number().int(),
  income_by_type: z.record(z.enum(paymentTypes), z.number().int()),
  income_by_method: z.record(z.enum(paymentMethods), z.number().int()),
  subscriptions_sold: z.number().int(),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const studentBalanceSchema = z.object({
  student_id: idField,
  student_name: z.string(),
  balance: z.number().int(),
  debt_visits: z.number().int(),
  /** When the oldest charge not yet covered by payments was made; null when nothing is owed. */
  owed_since: z.string().nullable(),
});
export type StudentBalance = z.infer<typeof studentBalanceSchema>;

export const payerBalanceSchema = z.object({
  client_id: idField,
  client_name: z.string(),
  phone: z.string(),
  /** The family's balance: the sum over the students this client pays for. */
  balance: z.number().int(),
  student_ids: z.array(idField),
});
export type PayerBalance = z.infer<typeof payerBalanceSchema>;

export const balancesSchema = z.object({
  students: z.array(studentBalanceSchema),
  payers: z.array(payerBalanceSchema),
});
export type Balances = z.infer<typeof balancesSchema>;

export const accountEntrySchema = z.object({
  id: idField,
  kind: z.enum(accountEntryKinds),
  entry_date: z.string(),
  /** Effect on the balance, kopecks, signed. */
  amount: z.number().int(),
  /** Effect on the subscription's remaining visits, signed. */
  visits: z.number().int(),
  subscription_id: idField.nullable(),
  lesson_id: idField.nullable(),
  payment_id: idField.nullable(),
  reverses_id: idField.nullable(),
  /** The note in Russian, as `sayNote` says `note_data`: for integrations that show it as it is. */
  note: z.string(),
  /** The note's code and data (docs/money.md, «Пояснение строки»): what the app says it from. */
  note_data: ledgerNoteSchema,
  /** When and by whom the line was written: a mark changed later shows here with its day and its author. */
  created_at: z.string(),
  created_by_name: z.string(),
});
export type AccountEntry = z.infer<typeof accountEntrySchema>;

export const studentAccountSchema = z.object({
  student_id: idField,
  balance: z.number().int(),
  debt_visits: z.number().int(),
  subscriptions: subscriptionsListSchema,
  /** Every ledger line behind the balance and the remaining visits, newest first. */
  entries: z.array(accountEntrySchema),
});
export type StudentAccount = z.infer<typeof studentAccountSchema>;

export const financeSettingsSchema = z.object({
  single_lesson_price: z.number().int(),
  debt_visit_limit: z.number().int(),
  /** «Не был» of a student no pass covers is written as a debt at the single-lesson price (off by default). */
  bill_absence_without_pass: z.boolean(),
});
export type FinanceSettings = z.infer<typeof financeSettingsSchema>;
export const financeSettingsUpdateSchema = z.object({
  single_lesson_price: priceField.optional(),
  debt_visit_limit: countField('Долговых занятий до предупреждения', 0, 50).optional(),
  bill_absence_without_pass: z
    .boolean({ error: 'Поле «Пропуск без абонемента — в долг» должно быть да/нет' })
    .optional(),
});
