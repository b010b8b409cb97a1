/**
 * The demo school's people (leads, students, clients, groups), seeded after `demoOwner` and `demoStaff` by both the
 * server and the mocks, in this order, so the ids match. Written by name (statuses, sources, groups, clients by
 * index) so each side resolves them the same way. Dates are relative to the seeding day.
 */
import type { GroupEntityType } from '../schemas/groups';
import type { SkillLevel } from '../schemas/students';

/** `capacity`: student groups only, how many the hall and the teacher take (none: no limit). */
export type DemoGroup = {
  name: string;
  entity_type: GroupEntityType;
  capacity?: number;
  /** Offered on the school's public trial form (docs/join-form.md). */
  open_for_trials?: boolean;
};
export type DemoClient = {
  name: string;
  phone: string;
  birthdate: string;
  contact: string;
  /** Signs the family in to the cabinet (docs/cabinet.md); most demo clients have none. */
  email?: string;
  groups: string[];
};
export type DemoStudent = {
  name: string;
  birthdate: string;
  skill_level: SkillLevel;
  contact: string;
  /** An adult student's own address for the cabinet; children are signed in through their parents'. */
  email?: string;
  status: string;
  groups: string[];
  /** `client` is an index into `demoClients`. */
  clients: { client: number; relation: string; is_payer: boolean }[];
  subscriptions: {
    sub_name: string;
    issued_in_days: number;
    valid_days: number;
    remaining_visits: number | null;
  }[];
};
export type DemoLead = {
  name: string;
  phone: string;
  trial_in_days: number | null;
  qualification: string;
  source: string;
  status: string;
  group: string | null;
  created_by: 'owner' | 'manager';
  created_days_ago: number;
};

/**
 * The demo's addresses for the parents' cabinet: a mother of two daughters in «Хип-хоп 7–10 лет» (the third of
 * `demoClients`, Морозова Ева Сергеевна: Вероника without a pass, Ксения with one) and an adult student who comes
 * on his own (Михайлов Ильдар, «Contemporary 16+»). Each signs in with a code sent to the address.
 */
export const demoCabinet = {
  family: 'roditel@gracia-dance.ru',
  adultStudent: 'uchenik@gracia-dance.ru',
} as const;

export const demoGroups: DemoGroup[] = [
  { name: 'Пробное в субботу', entity_type: 'lead' },
  { name: 'Перезвонить', entity_type: 'lead' },
  { name: 'Хип-хоп 7–10 лет', entity_type: 'student', capacity: 12, open_for_trials: true },
  { name: 'Jazz-funk 11–14 лет', entity_type: 'student', capacity: 10 },
  { name: 'Contemporary 16+', entity_type: 'student', capacity: 8 },
  { name: 'Бачата для начинающих', entity_type: 'student', capacity: 12, open_for_trials: true },
  { name: 'Стретчинг утро', entity_type: 'student', capacity: 10 },
  { name: 'Родители младших групп', entity_type: 'client' },
  { name: 'Взрослые ученики', entity_type: 'client' },
];

export const demoClients: DemoClient[] = [
  {
    name: 'Петров Даниил Ильдарович',
    phone: '+7 (977) 184-53-19',
    birthdate: '1975-03-06',
    contact: 'Звонок после 18:00',
    groups: ['Родители младших групп'],
  },
  {
    name: 'Петрова Эвелина Ильдаровна',
    phone: '+7 (950) 459-54-87',
    birthdate: '1978-04-14',
    contact: 'Telegram',
    groups: ['Родители младших групп'],
  },
  {
    name: 'Морозова Ева Сергеевна',
    phone: '+7 (929) 795-36-57',
    birthdate: '1975-06-17',
    contact: 'ВКонтакте',
    email: demoCabinet.family,
    groups: ['Родители младших групп'],
  },
  {
    name: 'Соколова Эвелина Игоревна',
    phone: '+7 (916) 369-89-89',
    birthdate: '1986-06-13',
    contact: 'ВКонтакте',
    groups: ['Родители младших групп'],
  },
  {
    name: 'Сафин Роман Ринатович',
    phone: '+7 (966) 120-38-86',
    birthdate: '1982-08-23',
    contact: 'Telegram, лучше писать',
    groups: ['Родители младших групп'],
  },
  {
    name: 'Егорова Елизавета Сергеевна',
    phone: '+7 (984) 611-85-56',
    birthdate: '1977-07-04',
    contact: 'ВКонтакте',
    groups: ['Родители младших групп'],
  },
  {
    name: 'Фёдорова Алиса Игоревна',
    phone: '+7 (939) 296-43-10',
    birthdate: '1987-06-16',
    contact: 'Звонок после 18:00',
    groups: ['Родители младших групп'],
  },
  {
    name: 'Егорова Лейла Игоревна',
    phone: '+7 (952) 881-89-83',
    birthdate: '1992-03-17',
    contact: 'Telegram, лучше писать',
    groups: ['Родители младших групп'],
  },
  {
    name: 'Михайлова Таисия Сергеевна',
    phone: '+7 (997) 452-18-58',
    birthdate: '1984-04-24',
    contact: 'Telegram, лучше писать',
    groups: ['Родители младших групп'],
  },
  {
    name: 'Иванова Мария Олеговна',
    phone: '+7 (921) 743-89-69',
    birthdate: '1978-08-24',
    contact: 'ВКонтакте',
    groups: [],
  },
  {
    name: 'Сафина Лейла Ринатовна',
    phone: '+7 (986) 986-48-17',
    birthdate: '1983-08-03',
    contact: 'Telegram',
    groups: [],
  },
  {
    name: 'Козлова Амира Андреевна',
    phone: '+7 (989) 307-16-88',
    birthdate: '1991-04-02',
    contact: 'Telegram',
    groups: [],
  },
  {
    name: 'Галиева Виктория Олеговна',
    phone: '+7 (921) 762-74-79',
    birthdate: '1980-05-10',
    contact: 'Звонок после 18:00',
    groups: [],
  },
  {
    name: 'Сафина Камила Сергеевна',
    phone: '+7 (996) 627-24-81',
    birthdate: '1990-05-11',
    contact: 'WhatsApp',
    groups: ['Взрослые ученики'],
  },
  {
    name: 'Павлова Виктория Олеговна',
    phone: '+7 (985) 365-64-23',
    birthdate: '1982-01-19',
    contact: 'WhatsApp',
    groups: ['Взрослые ученики'],
  },
  {
    name: 'Михайлов Даниил Олегович',
    phone: '+7 (941) 383-36-86',
    birthdate: '1987-06-02',
    contact: 'Telegram, лучше писать',
    groups: ['Взрослые ученики'],
  },
];

export const demoStudents: DemoStudent[] = [
  {
    name: 'Петрова Виктория',
    birthdate: '2017-04-22',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Jazz-funk 11–14 лет'],
    clients: [
      { client: 0, relation: 'Папа', is_payer: true },
      { client: 3, relation: 'Бабушка', is_payer: false },
    ],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -19, valid_days: 30, remaining_visits: 5 },
    ],
  },
  {
    name: 'Петров Даниил',
    birthdate: '2012-01-09',
    skill_level: 'middle',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [{ client: 1, relation: 'Мама', is_payer: true }],
    subscriptions: [
      { sub_name: 'Абонемент 12 занятий', issued_in_days: -23, valid_days: 30, remaining_visits: 7 },
    ],
  },
  {
    name: 'Морозова Вероника',
    birthdate: '2013-03-04',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [{ client: 2, relation: 'Мама', is_payer: true }],
    subscriptions: [],
  },
  {
    name: 'Соколова Елизавета',
    birthdate: '2012-09-04',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Jazz-funk 11–14 лет', 'Стретчинг утро'],
    clients: [{ client: 3, relation: 'Мама', is_payer: true }],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -22, valid_days: 30, remaining_visits: 8 },
    ],
  },
  {
    name: 'Сафин Даниил',
    birthdate: '2017-11-02',
    skill_level: 'middle',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [{ client: 4, relation: 'Папа', is_payer: true }],
    subscriptions: [
      { sub_name: 'Абонемент 12 занятий', issued_in_days: -11, valid_days: 30, remaining_visits: 12 },
    ],
  },
  {
    name: 'Егорова Дарья',
    birthdate: '2019-08-07',
    skill_level: 'middle',
    contact: 'через родителей',
    status: 'Архивный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [
      { client: 5, relation: 'Мама', is_payer: true },
      { client: 8, relation: 'Бабушка', is_payer: false },
    ],
    subscriptions: [],
  },
  {
    name: 'Фёдорова Ксения',
    birthdate: '2019-11-10',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Jazz-funk 11–14 лет'],
    clients: [{ client: 6, relation: 'Мама', is_payer: true }],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -9, valid_days: 30, remaining_visits: 5 },
    ],
  },
  {
    name: 'Егорова Полина',
    birthdate: '2019-03-04',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Jazz-funk 11–14 лет'],
    clients: [{ client: 7, relation: 'Мама', is_payer: true }],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -9, valid_days: 30, remaining_visits: null },
    ],
  },
  {
    name: 'Михайлова Елизавета',
    birthdate: '2015-11-25',
    skill_level: 'middle',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Jazz-funk 11–14 лет'],
    clients: [{ client: 8, relation: 'Мама', is_payer: true }],
    subscriptions: [],
  },
  {
    name: 'Иванова Арина',
    birthdate: '2019-08-05',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [{ client: 9, relation: 'Мама', is_payer: true }],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -2, valid_days: 30, remaining_visits: null },
    ],
  },
  {
    name: 'Сафина Вероника',
    birthdate: '2019-12-14',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Jazz-funk 11–14 лет', 'Стретчинг утро'],
    clients: [
      { client: 10, relation: 'Мама', is_payer: true },
      { client: 0, relation: 'Дедушка', is_payer: false },
    ],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -8, valid_days: 30, remaining_visits: 1 },
    ],
  },
  {
    name: 'Козлова Виктория',
    birthdate: '2012-06-15',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Jazz-funk 11–14 лет'],
    clients: [{ client: 11, relation: 'Мама', is_payer: true }],
    subscriptions: [],
  },
  {
    name: 'Галиева Варвара',
    birthdate: '2012-11-28',
    skill_level: 'middle',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [{ client: 12, relation: 'Мама', is_payer: true }],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -2, valid_days: 30, remaining_visits: null },
    ],
  },
  {
    name: 'Петрова Алсу',
    birthdate: '2017-05-02',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [{ client: 0, relation: 'Папа', is_payer: true }],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -5, valid_days: 30, remaining_visits: null },
    ],
  },
  {
    name: 'Петрова Диана',
    birthdate: '2013-10-15',
    skill_level: 'middle',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Jazz-funk 11–14 лет'],
    clients: [{ client: 1, relation: 'Мама', is_payer: true }],
    subscriptions: [],
  },
  {
    name: 'Морозова Ксения',
    birthdate: '2014-08-07',
    skill_level: 'middle',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [
      { client: 2, relation: 'Мама', is_payer: true },
      { client: 5, relation: 'Бабушка', is_payer: false },
    ],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -12, valid_days: 30, remaining_visits: 4 },
    ],
  },
  {
    name: 'Соколова Ульяна',
    birthdate: '2012-07-14',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет'],
    clients: [{ client: 3, relation: 'Мама', is_payer: true }],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -13, valid_days: 30, remaining_visits: 5 },
    ],
  },
  {
    name: 'Сафина Варвара',
    birthdate: '2018-01-16',
    skill_level: 'beginner',
    contact: 'через родителей',
    status: 'Активный',
    groups: ['Хип-хоп 7–10 лет', 'Стретчинг утро'],
    clients: [{ client: 4, relation: 'Папа', is_payer: true }],
    subscriptions: [],
  },
  {
    name: 'Михайлов Ильдар',
    birthdate: '1987-04-24',
    skill_level: 'middle',
    contact: 'Звонок',
    email: demoCabinet.adultStudent,
    status: 'Активный',
    groups: ['Contemporary 16+'],
    clients: [],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -11, valid_days: 30, remaining_visits: null },
    ],
  },
  {
    name: 'Степанова Таисия',
    birthdate: '2004-12-17',
    skill_level: 'beginner',
    contact: 'Telegram',
    status: 'Активный',
    groups: ['Бачата для начинающих'],
    clients: [],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -11, valid_days: 30, remaining_visits: 7 },
    ],
  },
  {
    name: 'Михайлов Даниил',
    birthdate: '2005-07-09',
    skill_level: 'pro',
    contact: 'Инстаграм в директ',
    status: 'Активный',
    groups: ['Contemporary 16+'],
    clients: [{ client: 15, relation: 'Сам ученик', is_payer: true }],
    subscriptions: [],
  },
  {
    name: 'Галиева Диана',
    birthdate: '2006-12-08',
    skill_level: 'middle',
    contact: 'Telegram',
    status: 'Активный',
    groups: ['Бачата для начинающих'],
    clients: [],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -24, valid_days: 30, remaining_visits: 7 },
    ],
  },
  {
    name: 'Егорова Таисия',
    birthdate: '1991-10-15',
    skill_level: 'beginner',
    contact: 'Инстаграм в директ',
    status: 'Активный',
    groups: ['Бачата для начинающих'],
    clients: [],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -15, valid_days: 30, remaining_visits: null },
    ],
  },
  {
    name: 'Морозов Марат',
    birthdate: '1985-02-04',
    skill_level: 'middle',
    contact: 'WhatsApp',
    status: 'Архивный',
    groups: ['Бачата для начинающих'],
    clients: [],
    subscriptions: [],
  },
  {
    name: 'Сафина Камила',
    birthdate: '1997-05-21',
    skill_level: 'middle',
    contact: 'Telegram',
    status: 'Активный',
    groups: ['Стретчинг утро'],
    clients: [{ client: 13, relation: 'Сам ученик', is_payer: true }],
    subscriptions: [
      { sub_name: 'Абонемент 8 занятий', issued_in_days: -20, valid_days: 30, remaining_visits: 6 },
    ],
  },
  {
    name: 'Алексеева Амира',
    birthdate: '2006-01-10',
    skill_level: 'pro',
    contact: 'WhatsApp',
    status: 'Активный',
    groups: ['Стретчинг утро'],
    clients: [],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -25, valid_days: 30, remaining_visits: null },
    ],
  },
  {
    name: 'Смирнова Полина',
    birthdate: '1995-01-26',
    skill_level: 'beginner',
    contact: 'WhatsApp',
    status: 'Активный',
    groups: ['Стретчинг утро'],
    clients: [],
    subscriptions: [],
  },
  {
    name: 'Соколова Алсу',
    birthdate: '2000-08-12',
    skill_level: 'beginner',
    contact: 'Звонок',
    status: 'Активный',
    groups: ['Бачата для начинающих'],
    clients: [],
    subscriptions: [
      { sub_name: 'Абонемент 12 занятий', issued_in_days: -5, valid_days: 30, remaining_visits: 0 },
    ],
  },
  {
    name: 'Павлова Виктория',
    birthdate: '1994-09-01',
    skill_level: 'pro',
    contact: 'WhatsApp',
    status: 'Активный',
    groups: ['Contemporary 16+'],
    clients: [{ client: 14, relation: 'Сам ученик', is_payer: true }],
    subscriptions: [
      { sub_name: 'Абонемент 12 занятий', issued_in_days: -25, valid_days: 30, remaining_visits: 5 },
    ],
  },
  {
    name: 'Морозова Алиса',
    birthdate: '2008-11-21',
    skill_level: 'middle',
    contact: 'Звонок',
    status: 'Активный',
    groups: ['Contemporary 16+'],
    clients: [],
    subscriptions: [],
  },
  {
    name: 'Попова Ева',
    birthdate: '1986-05-12',
    skill_level: 'middle',
    contact: 'Инстаграм в директ',
    status: 'Активный',
    groups: ['Стретчинг утро'],
    clients: [],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -12, valid_days: 30, remaining_visits: null },
    ],
  },
  {
    name: 'Валиева Таисия',
    birthdate: '2003-11-07',
    skill_level: 'beginner',
    contact: 'Звонок',
    status: 'Активный',
    groups: ['Contemporary 16+', 'Стретчинг утро'],
    clients: [],
    subscriptions: [
      { sub_name: 'Безлимит на месяц', issued_in_days: -24, valid_days: 30, remaining_visits: null },
    ],
  },
];

export const demoLeads: DemoLead[] = [
  {
    name: 'Амира Васильева',
    phone: '',
    trial_in_days: 2,
    qualification: 'Хочет подготовиться к свадебному танцу',
    source: '2ГИС',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'owner',
    created_days_ago: 26,
  },
  {
    name: 'Закирова Таисия',
    phone: '+7 (990) 522-63-53',
    trial_in_days: null,
    qualification: 'Никогда не занималась, хочет для себя',
    source: 'Сайт',
    status: 'В обработке',
    group: 'Перезвонить',
    created_by: 'manager',
    created_days_ago: 25,
  },
  {
    name: 'Петрова Амира',
    phone: '+7 (968) 552-51-33',
    trial_in_days: null,
    qualification: 'Был на пробном, думает',
    source: 'Рекомендация',
    status: 'Новый',
    group: null,
    created_by: 'manager',
    created_days_ago: 24,
  },
  {
    name: 'Волкова Елизавета',
    phone: '+7 (949) 642-98-17',
    trial_in_days: null,
    qualification: '',
    source: 'Рекомендация',
    status: 'Новый',
    group: null,
    created_by: 'owner',
    created_days_ago: 23,
  },
  {
    name: 'Айдар Гарипов',
    phone: '+7 (993) 505-95-25',
    trial_in_days: -1,
    qualification: 'Интересует хип-хоп для сына, 10 лет',
    source: '2ГИС',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'manager',
    created_days_ago: 22,
  },
  {
    name: 'Галиева Камила',
    phone: '+7 (951) 699-55-37',
    trial_in_days: 0,
    qualification: 'Занималась бачатой 2 года, хочет группу продолжающих',
    source: 'Рекомендация',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'manager',
    created_days_ago: 21,
  },
  {
    name: 'Валиева Полина',
    phone: '',
    trial_in_days: -7,
    qualification: 'Танцевала в школе, давно перерыв',
    source: 'Instagram',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'owner',
    created_days_ago: 20,
  },
  {
    name: 'Соколов Ильдар',
    phone: '+7 (953) 829-69-97',
    trial_in_days: null,
    qualification: 'Хочет подготовиться к свадебному танцу',
    source: 'Флаер',
    status: 'Новый',
    group: null,
    created_by: 'manager',
    created_days_ago: 19,
  },
  {
    name: 'Милана Степанова',
    phone: '+7 (901) 434-71-27',
    trial_in_days: -1,
    qualification: 'Был на пробном, думает',
    source: 'Telegram',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'manager',
    created_days_ago: 18,
  },
  {
    name: 'Егорова Виктория',
    phone: '+7 (981) 787-43-39',
    trial_in_days: 5,
    qualification: 'Никогда не занималась, хочет для себя',
    source: 'Instagram',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'owner',
    created_days_ago: 17,
  },
  {
    name: 'Алексеева Варвара',
    phone: '+7 (947) 855-61-19',
    trial_in_days: null,
    qualification: '',
    source: 'Яндекс Карты',
    status: 'В обработке',
    group: null,
    created_by: 'manager',
    created_days_ago: 16,
  },
  {
    name: 'Попова Камила',
    phone: '+7 (969) 901-18-57',
    trial_in_days: -1,
    qualification: 'Нужна группа по выходным',
    source: 'Instagram',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'manager',
    created_days_ago: 15,
  },
  {
    name: 'Варвара Михайлова',
    phone: '',
    trial_in_days: 0,
    qualification: 'Ищет утренние занятия, работает посменно',
    source: 'Telegram',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'owner',
    created_days_ago: 14,
  },
  {
    name: 'Кузнецова Лейла',
    phone: '+7 (974) 453-79-53',
    trial_in_days: null,
    qualification: 'Интересует хип-хоп для сына, 10 лет',
    source: 'Яндекс Карты',
    status: 'В обработке',
    group: null,
    created_by: 'manager',
    created_days_ago: 13,
  },
  {
    name: 'Смирнов Роман',
    phone: '+7 (916) 490-50-62',
    trial_in_days: null,
    qualification: 'Был на пробном, думает',
    source: 'Яндекс Карты',
    status: 'Новый',
    group: null,
    created_by: 'manager',
    created_days_ago: 12,
  },
  {
    name: 'Кузнецова Ульяна',
    phone: '+7 (939) 619-45-46',
    trial_in_days: -3,
    qualification: 'Интересует хип-хоп для сына, 10 лет',
    source: '2ГИС',
    status: 'Новый',
    group: null,
    created_by: 'owner',
    created_days_ago: 11,
  },
  {
    name: 'Ксения Валиева',
    phone: '+7 (967) 441-60-10',
    trial_in_days: 5,
    qualification: 'Ребёнку 8 лет, занимался гимнастикой',
    source: 'Яндекс Карты',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'manager',
    created_days_ago: 10,
  },
  {
    name: 'Петрова Виктория',
    phone: '+7 (964) 740-79-65',
    trial_in_days: 7,
    qualification: 'Ребёнку 8 лет, занимался гимнастикой',
    source: 'Рекомендация',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'manager',
    created_days_ago: 9,
  },
  {
    name: 'Попов Тимур',
    phone: '',
    trial_in_days: null,
    qualification: 'Никогда не занималась, хочет для себя',
    source: 'Яндекс Карты',
    status: 'Новый',
    group: null,
    created_by: 'owner',
    created_days_ago: 8,
  },
  {
    name: 'Петрова Ева',
    phone: '+7 (986) 906-66-27',
    trial_in_days: null,
    qualification: 'Никогда не занималась, хочет для себя',
    source: 'Флаер',
    status: 'В обработке',
    group: null,
    created_by: 'manager',
    created_days_ago: 7,
  },
  {
    name: 'Алиса Кузнецова',
    phone: '+7 (996) 844-42-60',
    trial_in_days: 5,
    qualification: 'Ребёнку 8 лет, занимался гимнастикой',
    source: '2ГИС',
    status: 'Записан на пробное',
    group: 'Пробное в субботу',
    created_by: 'manager',
    created_days_ago: 6,
  },
  {
    name: 'Хасанова Елизавета',
    phone: '+7 (950) 181-27-92',
    trial_in_days: 9,
    qualification: 'Интересует хип-хоп для сына, 10 лет',
    source: '2ГИС',
    status: 'В обработке',
    group: 'Перезвонить',
    created_by: 'owner',
    created_days_ago: 5,
  },
  {
    name: 'Николаева Диана',
    phone: '+7 (997) 629-66-37',
    trial_in_days: null,
    qualification: 'Никогда не занималась, хочет для себя',
    source: 'ВКонтакте',
    status: 'Клиент',
    group: null,
    created_by: 'manager',
    created_days_ago: 4,
  },
  {
    name: 'Егорова Диана',
    phone: '+7 (997) 656-79-52',
    trial_in_days: null,
    qualification: 'Танцевала в школе, давно перерыв',
    source: 'Telegram',
    status: 'Клиент',
    group: null,
    created_by: 'manager',
    created_days_ago: 3,
  },
  {
    name: 'Максим Попов',
    phone: '',
    trial_in_days: null,
    qualification: 'Спрашивала про стоимость абонемента',
    source: 'Instagram',
    status: 'Клиент',
    group: null,
    created_by: 'owner',
    created_days_ago: 2,
  },
  {
    name: 'Петрова Ксения',
    phone: '+7 (947) 673-32-62',
    trial_in_days: -7,
    qualification: 'Хочет подготовиться к свадебному танцу',
    source: 'Рекомендация',
    status: 'Клиент',
    group: null,
    created_by: 'manager',
    created_days_ago: 1,
  },
];
