import { z } from 'zod';
import { idField } from './fields';
import { isoDateText } from './schedule';

// The history of changes (docs/history.md): every write to a school's data, recorded by the database itself in the
// same transaction — who, when, which row, the fields before and after. Append-only; the owner reads it.

/**
 * What a change is filed under. A part of a thing (a lead's group, a pass's freeze, a payment's refund) is filed
 * under the thing, so a row's «что менялось» shows its parts too.
 */
export const historyEntities = [
  'leads',
  'students',
  'clients',
  'groups',
  'statuses',
  'sources',
  'styles',
  'schedules',
  'lessons',
  'attendance',
  'closures',
  'subscription_templates',
  'subscriptions',
  'payments',
  'expenses',
  'account_entries',
  'pay_rates',
  'payroll_periods',
  'payroll_adjustments',
  'users',
  'schools',
  'cabinet_consents',
  'waitlist_entries',
] as const;
export type HistoryEntity = (typeof historyEntities)[number];

export const historyEntityLabels: Record<HistoryEntity, string> = {
  leads: 'Лид',
  students: 'Ученик',
  clients: 'Клиент',
  groups: 'Группа',
  statuses: 'Статус',
  sources: 'Источник',
  styles: 'Направление',
  schedules: 'Расписание',
  lessons: 'Занятие',
  attendance: 'Отметка посещения',
  closures: 'Закрытие',
  subscription_templates: 'Шаблон абонемента',
  subscriptions: 'Абонемент',
  payments: 'Платёж',
  expenses: 'Расход',
  account_entries: 'Строка счёта',
  pay_rates: 'Ставка',
  payroll_periods: 'Зарплатный период',
  payroll_adjustments: 'Доплата или вычет',
  users: 'Сотрудник',
  schools: 'Школа',
  cabinet_consents: 'Согласие в личном кабинете',
  waitlist_entries: 'Лист ожидания',
};

/** The tables whose rows are recorded, each under its entity (a table of its own, or a part of another). */
export const historyTables = [
  ...historyEntities,
  'user_profiles',
  'lead_groups',
  'student_groups',
  'client_groups',
  'student_clients',
  'subscription_template_groups',
  'subscription_template_styles',
  'subscription_freezes',
  'subscription_extensions',
  'refunds',
  'closure_groups',
  'payroll_lines',
  'payroll_payouts',
  'lesson_pay_overrides',
  'freeze_requests',
  'makeups',
  'makeup_bookings',
] as const;
export type HistoryTable = (typeof historyTables)[number];

/** The name of a part, where a change of it shows under its thing («Группы: добавлена»). */
export const historyPartLabels: Partial<Record<HistoryTable, string>> = {
  user_profiles: 'Профиль',
  lead_groups: 'Группы',
  student_groups: 'Группы',
  client_groups: 'Группы',
  student_clients: 'Клиенты',
  subscription_template_groups: 'Группы',
  subscription_template_styles: 'Направления',
  subscription_freezes: 'Заморозка',
  subscription_extensions: 'Продление за закрытие',
  refunds: 'Возврат',
  closure_groups: 'Группы',
  payroll_lines: 'Строка',
  payroll_payouts: 'Выплата',
  lesson_pay_overrides: 'Разовая оплата',
  makeups: 'Отработка',
  makeup_bookings: 'Запись на отработку',
};

/**
 * Every recorded column by its Russian name (a test holds it to the live schema: a column added to a recorded
 * table without a name here fails it). Values of the `…_id` columns arrive as the names they point to.
 */
export const historyFieldLabels: Record<string, string> = {
  id: 'Номер',
  name: 'Название',
  full_name: 'Имя',
  email: 'Эл. почта',
  role: 'Роль',
  city: 'Город',
  phone: 'Телефон',
  birthdate: 'Дата рождения',
  contact: 'Контакт',
  qualification: 'Квалификация',
  trial_date: 'Дата пробного',
  converted_to_client_at: 'Переведён в клиенты',
  skill_level: 'Уровень',
  status_id: 'Статус',
  source_id: 'Источник',
  created_by: 'Кто создал',
  created_at: 'Создано',
  type: 'Тип',
  color: 'Цвет',
  entity_type: 'Раздел',
  charge_absence: 'Списывать за пропуск',
  capacity: 'Мест в группе',
  lead_id: 'Лид',
  student_id: 'Ученик',
  client_id: 'Клиент',
  group_id: 'Группа',
  relation: 'Кем приходится',
  is_payer: 'Плательщик',
  active_from: 'Действует с',
  active_to: 'Действует по',
  is_archived: 'В архиве',
  weekday: 'День недели',
  start_time: 'Начало',
  duration_minutes: 'Длительность, мин',
  teacher_id: 'Преподаватель',
  direction_id: 'Направление',
  style_id: 'Направление',
  schedule_id: 'Строка расписания',
  lesson_date: 'Дата занятия',
  is_canceled: 'Отменено',
  is_manual: 'Добавлено вручную',
  closure_id: 'Закрытие',
  unmarked_dismissed_by: 'Кто скрыл из «Не отмечены»',
  unmarked_dismissed_at: 'Когда скрыто из «Не отмечены»',
  lesson_id: 'Занятие',
  is_present: 'Присутствовал',
  is_excused: 'Пропуск по уважительной причине',
  marked_by: 'Кто отметил',
  marked_at: 'Когда отмечено',
  subscription_id: 'Абонемент',
  starts_on: 'С',
  ends_on: 'По',
  reason: 'Причина',
  user_id: 'Сотрудник',
  template_id: 'Шаблон',
  sub_name: 'Абонемент',
  issued_at: 'Выдан',
  expires_at: 'Действует до',
  visits: 'Занятий',
  kind: 'Вид',
  price: 'Цена',
  validity_days: 'Срок, дней',
  freeze_count: 'Заморозок',
  freeze_days: 'Дней заморозки',
  starts_at: 'Начат',
  sold_by: 'Кто продал',
  days: 'Дней',
  method: 'Способ оплаты',
  amount: 'Сумма',
  paid_on: 'Дата оплаты',
  comment: 'Комментарий',
  voided_at: 'Аннулировано',
  voided_by: 'Кто аннулировал',
  void_reason: 'Причина аннулирования',
  payment_id: 'Платёж',
  refunded_on: 'Дата возврата',
  category: 'Статья',
  spent_on: 'Дата расхода',
  entry_date: 'Дата',
  refund_id: 'Возврат',
  reverses_id: 'Отменяет строку',
  note: 'Пояснение',
  note_data: 'Пояснение',
  single_lesson_price: 'Цена разового занятия',
  debt_visit_limit: 'Занятий в долг',
  min_amount: 'Минимум за занятие',
  percent: 'Процент',
  effective_from: 'Действует с',
  date_from: 'С',
  date_to: 'По',
  closed_by: 'Кто закрыл',
  closed_at: 'Когда закрыт',
  period_id: 'Период',
  group_name: 'Группа',
  students_present: 'Присутствовало',
  charged: 'Списано за визиты',
  rate_kind: 'Вид ставки',
  rate_amount: 'Ставка',
  rate_min_amount: 'Минимум ставки',
  rate_percent: 'Процент ставки',
  on_date: 'Дата',
  expense_id: 'Расход',
  paid_at: 'Когда выплачено',
  override_reason: 'Причина разовой суммы',
  time_zone: 'Часовой пояс',
  canceled_on: 'Отменён',
  bill_absence_without_pass: 'Пропуск без абонемента — в долг',
  announced_at: 'Сообщили из личного кабинета',
  cabinet_cutoff_minutes: '«Не придём» — за сколько минут до занятия',
  offer_text: 'Текст оферты',
  offer_version: 'Версия оферты',
  version: 'Версия',
  accepted_at: 'Когда принято',
  cabinet_freeze: 'Заморозка из кабинета',
  status: 'Состояние',
  decided_by: 'Кто решил',
  decided_at: 'Когда решено',
  open_for_trials: 'Запись на пробное с сайта',
  trial_group_id: 'Группа пробного',
  utm_source: 'Метка utm_source',
  utm_medium: 'Метка utm_medium',
  utm_campaign: 'Метка utm_campaign',
  deleted_at: 'Удалено',
  deleted_by: 'Кто удалил',
  deleted_groups: 'Группы до удаления',
  purged_at: 'Личные данные стёрты',
  makeups_allowed: 'Отработок',
  makeup_days: 'Дней на отработку',
  makeups_same_style: 'Отработка только в том же направлении',
  missed_on: 'Пропущенное занятие',
  same_style: 'Только то же направление',
  expires_on: 'Отработать до',
  earned_at: 'Когда начислена',
  expired_at: 'Когда сгорела',
  makeup_id: 'Отработка',
  booked_at: 'Когда записан',
  booked_by: 'Кто записал',
  canceled_at: 'Когда отменено',
  canceled_by: 'Кто отменил',
  cancel_reason: 'Почему отменено',
  offered_at: 'Когда предложено место',
  offer_expires_at: 'Ответить до',
  ended_at: 'Когда вышел из листа',
  end_reason: 'Почему вышел из листа',
  ended_by: 'Кто убрал из листа',
};

/** Columns whose values are kopecks: the page shows them in roubles. */
export const historyMoneyFields: readonly string[] = [
  'amount',
  'price',
  'min_amount',
  'charged',
  'rate_amount',
  'rate_min_amount',
  'single_lesson_price',
];

/** Columns no change is shown for: the row's own bookkeeping, and what the page already says another way. */
export const historyHiddenFields: readonly string[] = ['id', 'school_id', 'name_key'];

export const historyActions = ['insert', 'update', 'delete'] as const;
export type HistoryAction = (typeof historyActions)[number];

const historyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type HistoryValue = z.infer<typeof historyValueSchema>;

export const historyChangeSchema = z.object({
  field: z.string(),
  /** Null before a row existed and after it was deleted; a name for a reference (`status_id` → «Новый»). */
  before: historyValueSchema,
  after: historyValueSchema,
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  /** When, as an ISO instant (UTC). */
  at: z.string(),
  /** Who: a member of staff, or null for the system (registration, an automatic expiry). */
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  /** The API token the change came with (its maker is `user_id`); null for a change made in the app. */
  api_token_name: z.string().nullable(),
  entity: z.enum(historyEntities),
  entity_id: z.number().int(),
  /** What the thing is called now (or was called when it went). */
  entity_title: z.string(),
  /** The table the row is in: the entity itself, or one of its parts (`lead_groups`). */
  part: z.enum(historyTables),
  action: z.enum(historyActions),
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** How many changes one page holds; the next page starts before the last one's id. */
export const HISTORY_PAGE_SIZE = 100;

export const historyFilterSchema = z
  .object({
    /** A member of staff, or `system` for what nobody did by hand (the timetable's lessons, the daily burn). */
    user_id: z.union([z.literal('system'), idField]).optional(),
    entity: z.enum(historyEntities, { error: 'Неизвестный раздел истории' }).optional(),
    /** One thing's history («что менялось»); needs `entity`. */
    entity_id: idField.optional(),
    /** Days in the school's time zone, both included. */
    date_from: isoDateText('С').optional(),
    date_to: isoDateText('По').optional(),
    before_id: idField.optional(),
  })
  .refine((filter) => filter.entity_id === undefined || filter.entity !== undefined, {
    message: 'Укажите раздел вместе с номером записи',
    path: ['entity'],
  })
  .refine((filter) => !filter.date_from || !filter.date_to || filter.date_from <= filter.date_to, {
    message: 'Дата «по» не может быть раньше даты «с»',
    path: ['date_to'],
  });
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

export const historyPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  /** Where the next page starts (`before_id`), null when this one is the last. */
  next_before_id: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
