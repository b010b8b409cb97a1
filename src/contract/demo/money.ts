import type { PaymentMethod, SubscriptionTemplateCreateInput } from '../schemas/money';

// The demo school's money (docs/money.md, "Demo"): the subscriptions its students hold (demo/people.ts) are
// sold from these templates; most are paid in full by a parent, a few only in part, so the debtors list has
// rows; and the school has paid rent and advertising this month and last. The visit passes make up excused
// absences (docs/makeups.md).

export const demoTemplates: SubscriptionTemplateCreateInput[] = [
  {
    name: 'Абонемент 8 занятий',
    kind: 'visits',
    visits: 8,
    price: 400_000,
    validity_days: 30,
    freeze_count: 1,
    freeze_days: 7,
    makeups_allowed: 2,
    makeup_days: 30,
  },
  {
    name: 'Абонемент 12 занятий',
    kind: 'visits',
    visits: 12,
    price: 540_000,
    validity_days: 30,
    freeze_count: 1,
    freeze_days: 14,
    makeups_allowed: 3,
    makeup_days: 30,
    makeups_same_style: true,
  },
  {
    name: 'Безлимит на месяц',
    kind: 'unlimited',
    price: 700_000,
    validity_days: 30,
    freeze_count: 1,
    freeze_days: 7,
  },
  {
    name: 'Пробный месяц, 4 занятия',
    kind: 'visits',
    visits: 4,
    price: 150_000,
    validity_days: 30,
    starts_on: 'first_visit',
  },
];

/** How the n-th sold demo subscription was paid: its share of the price (1 = in full) and the method. */
export const demoPaymentPlan: { share: number; method: PaymentMethod }[] = [
  { share: 1, method: 'card' },
  { share: 1, method: 'cash' },
  { share: 0.5, method: 'cash' },
  { share: 1, method: 'transfer' },
  { share: 1, method: 'card' },
  { share: 0, method: 'cash' },
  { share: 1, method: 'online' },
];

/** Expenses of this month and the last, by days before today. */
export const demoExpenses: { category: string; amount: number; days_ago: number; comment: string }[] = [
  { category: 'rent', amount: 9_500_000, days_ago: 3, comment: 'Аренда зала, ул. Баумана' },
  { category: 'advertising', amount: 1_200_000, days_ago: 6, comment: 'Таргетированная реклама' },
  { category: 'rent', amount: 9_500_000, days_ago: 33, comment: 'Аренда зала, ул. Баумана' },
  { category: 'Костюмы', amount: 2_350_000, days_ago: 20, comment: 'Костюмы к отчётному концерту' },
  { category: 'other', amount: 380_000, days_ago: 12, comment: 'Вода и кулер' },
];
