// Сообщения (docs/messages.md): what the school tells families, as Russian templates the owner may rewrite. A
// template is a subject and a text with variables in braces — `{ученик}`, `{когда}` — filled from the occasion; each
// kind names the variables it knows, and a template using another is refused when saved.

/** The kinds a school may rewrite and switch off; each is sent by the system when its occasion comes. */
export const templateKinds = [
  'lesson_canceled',
  'lesson_moved',
  'lesson_tomorrow',
  'trial_tomorrow',
  'visits_left',
  'pass_ending',
  'debt',
  'payment_received',
  'birthday',
  'makeup_expired',
  'waitlist_offer',
] as const;
export type TemplateKind = (typeof templateKinds)[number];

/** Every kind of message the outbox holds: the templates', a staff member's own, and the cabinet's service mail. */
export const messageKinds = [
  ...templateKinds,
  'manual',
  'cabinet_code',
  'cabinet_email_code',
  'cabinet_invitation',
  'freeze_decision',
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageKindLabels: Record<MessageKind, string> = {
  lesson_canceled: 'Занятие отменено',
  lesson_moved: 'Занятие перенесено',
  lesson_tomorrow: 'Занятие завтра',
  trial_tomorrow: 'Пробное занятие завтра',
  visits_left: 'Заканчиваются занятия',
  pass_ending: 'Абонемент заканчивается',
  debt: 'Задолженность',
  payment_received: 'Оплата получена',
  birthday: 'День рождения',
  makeup_expired: 'Отработка сгорела',
  waitlist_offer: 'Освободилось место',
  manual: 'Сообщение сотрудника',
  cabinet_code: 'Код входа в кабинет',
  cabinet_email_code: 'Код нового email',
  cabinet_invitation: 'Приглашение в кабинет',
  freeze_decision: 'Ответ о заморозке',
};

/**
 * Service messages: about something that happened or must be acted on now. They carry no unsubscribe link and
 * an unsubscribed address still gets them; the rest (reminders, greetings, a staff member's news) are optional.
 */
export const serviceKinds: ReadonlySet<MessageKind> = new Set([
  'waitlist_offer',
  'lesson_canceled',
  'lesson_moved',
  'payment_received',
  'cabinet_code',
  'cabinet_email_code',
  'cabinet_invitation',
  'freeze_decision',
]);

export type TemplateVariable = { name: string; label: string; sample: string };

const school = { name: 'школа', label: 'название школы', sample: 'Грация' };
const student = { name: 'ученик', label: 'имя ученика (учеников)', sample: 'Маша Иванова' };
const group = { name: 'группа', label: 'группа', sample: 'Хип-хоп 7–9 лет' };
const when = {
  name: 'когда',
  label: 'день и время: «в среду, 4 марта, в 19:00»',
  sample: 'в среду, 4 марта, в 19:00',
};
const cabinet = {
  name: 'кабинет',
  label: 'ссылка на личный кабинет',
  sample: 'https://ritm.example/cabinet',
};
const pass = { name: 'абонемент', label: 'название абонемента', sample: '8 занятий' };

export const templateVariables: Record<TemplateKind, readonly TemplateVariable[]> = {
  lesson_canceled: [school, student, group, when],
  lesson_moved: [
    school,
    student,
    group,
    { name: 'было', label: 'прежние день и время', sample: 'среда, 4 марта, 19:00' },
    { name: 'стало', label: 'новые день и время', sample: 'четверг, 5 марта, 18:00' },
  ],
  lesson_tomorrow: [school, student, group, when, cabinet],
  trial_tomorrow: [
    school,
    { name: 'имя', label: 'имя из заявки', sample: 'Анна' },
    { name: 'дата', label: 'день пробного: «4 марта»', sample: '4 марта' },
  ],
  visits_left: [
    school,
    student,
    pass,
    { name: 'осталось', label: 'сколько занятий осталось', sample: '1' },
    cabinet,
  ],
  pass_ending: [
    school,
    student,
    pass,
    { name: 'до', label: 'последний день: «4 марта»', sample: '4 марта' },
    cabinet,
  ],
  debt: [school, student, { name: 'долг', label: 'сумма долга', sample: '1 200 ₽' }, cabinet],
  payment_received: [
    school,
    student,
    { name: 'сумма', label: 'сумма оплаты', sample: '4 800 ₽' },
    { name: 'дата', label: 'дата оплаты: «04.03.2026»', sample: '04.03.2026' },
    {
      name: 'назначение',
      label: 'за что: « — абонемент «8 занятий»» или пусто',
      sample: ' — абонемент «8 занятий»',
    },
  ],
  birthday: [school, student],
  makeup_expired: [
    school,
    student,
    { name: 'пропуск', label: 'день пропущенного занятия: «4 марта»', sample: '4 марта' },
    { name: 'до', label: 'последний день отработки: «18 марта»', sample: '18 марта' },
  ],
  waitlist_offer: [
    school,
    { name: 'кто', label: 'кто ждал места', sample: 'Маша Иванова' },
    {
      name: 'куда',
      label: 'группа или занятие: «в группу «Хип-хоп 7–9 лет»»',
      sample: 'в группу «Хип-хоп 7–9 лет»',
    },
    { name: 'до', label: 'до какого времени ответить: «4 марта в 21:00»', sample: '4 марта в 21:00' },
  ],
};

export type TemplateText = { subject: string; body: string };

export const defaultTemplates: Record<TemplateKind, TemplateText> = {
  lesson_canceled: {
    subject: 'Занятие отменено: {группа}',
    body: '{школа}: занятие группы «{группа}» {когда} отменено.',
  },
  lesson_moved: {
    subject: 'Занятие перенесено: {группа}',
    body: '{школа}: занятие группы «{группа}» переносится. Было: {было}. Теперь: {стало}.',
  },
  lesson_tomorrow: {
    subject: 'Завтра занятие: {группа}',
    body: '{школа}: завтра, {когда}, занятие группы «{группа}» ({ученик}). Если не получится прийти, нажмите «Не придём» в личном кабинете: {кабинет}',
  },
  trial_tomorrow: {
    subject: 'Завтра пробное занятие',
    body: '{имя}, ждём вас завтра, {дата}, на пробное занятие в школе {школа}!',
  },
  visits_left: {
    subject: 'Осталось занятий: {осталось}',
    body: '{школа}: {ученик} — в абонементе «{абонемент}» осталось занятий: {осталось}. Продлить можно у администратора.',
  },
  pass_ending: {
    subject: 'Абонемент заканчивается {до}',
    body: '{школа}: {ученик} — абонемент «{абонемент}» действует до {до} включительно.',
  },
  debt: {
    subject: 'Задолженность {долг}',
    body: '{школа}: {ученик} — задолженность {долг}. Оплатить можно у администратора. Подробности — в личном кабинете: {кабинет}',
  },
  payment_received: {
    subject: 'Оплата получена: {сумма}',
    body: '{школа}: получена оплата {сумма} за {ученик}{назначение}, {дата}. Спасибо!',
  },
  birthday: {
    subject: 'С днём рождения!',
    body: '{ученик}, с днём рождения! Желаем радости, сил и красивых выступлений. Ваша школа {школа}',
  },
  makeup_expired: {
    subject: 'Отработка не использована',
    body: '{школа}: {ученик} — пропуск {пропуск} можно было отработать по {до}. Срок прошёл, отработка сгорела.',
  },
  waitlist_offer: {
    subject: 'Освободилось место',
    body: '{школа}: освободилось место {куда} для {кто} — вы были первыми в листе ожидания. Ответьте школе до {до}: после этого место предложат следующему.',
  },
};

/** Kinds a new school sends without asking; a greeting is the school's choice to switch on. */
export const templateEnabledByDefault: Record<TemplateKind, boolean> = {
  lesson_canceled: true,
  lesson_moved: true,
  lesson_tomorrow: true,
  trial_tomorrow: true,
  visits_left: true,
  pass_ending: true,
  debt: true,
  payment_received: true,
  birthday: false,
  makeup_expired: true,
  waitlist_offer: true,
};

const VARIABLE = /\{([^{}\s]+)\}/g;

/** The variables a text uses that its kind does not know (to refuse when saving). */
export function unknownVariables(kind: TemplateKind, text: string): string[] {
  const known = new Set(templateVariables[kind].map((variable) => variable.name));
  return [...text.matchAll(VARIABLE)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

/**
 * A template's text with its variables filled. Braces that name no value stay as written (a staff member's own text
 * may hold them); a saved template never has such (unknownVariables refuses them).
 */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
}

/** A kind's sample values, for a preview when the school has nothing real to show yet. */
export function sampleValues(kind: TemplateKind): Record<string, string> {
  return Object.fromEntries(templateVariables[kind].map((variable) => [variable.name, variable.sample]));
}
