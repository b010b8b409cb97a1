import { formatDate } from '@/lib/dates';

// The words of waitlists (docs/makeups.md, «Лист ожидания»).
export const waitlistTexts = {
  offersTitle: (count: number) => `Освободились места: ${count}`,
  offersHint:
    'Первым в листе ожидания предложено место. Семья отвечает школе — отметьте ответ; без ответа место уйдёт следующему.',
  offersList: 'Предложения мест',
  where: (entry: { group_name: string; lesson_date: string | null; start_time: string | null }) =>
    entry.lesson_date && entry.start_time
      ? `занятие «${entry.group_name}», ${formatDate(entry.lesson_date)} ${entry.start_time}`
      : `группа «${entry.group_name}»`,
  until: (when: string) => `ответить до ${when}`,
  accept: 'Записать',
  acceptOf: (name: string) => `Записать: ${name}`,
  decline: 'Отказались',
  declineOf: (name: string) => `Отказались: ${name}`,
  accepted: 'Записано на освободившееся место',
  declined: 'Место предложено следующему',
  failed: 'Не удалось сохранить ответ',
  loadFailed: 'Не удалось загрузить лист ожидания',
  button: 'Лист ожидания',
  title: (group: string) => `Лист ожидания: ${group}`,
  empty: 'В листе ожидания никого нет',
  position: (position: number) => `${position}.`,
  offered: 'место предложено',
  student: 'Ученик',
  chooseStudent: 'Выберите ученика',
  join: 'Поставить в очередь',
  joined: 'Поставлен в лист ожидания',
  lessonTitle: 'Лист ожидания занятия',
  lessonHint:
    'Мест нет — встаньте в очередь: ученик со своей отработкой или лид на пробное. Освободится место — первому его предложат.',
  add: 'Добавить в лист ожидания',
  who: 'Кто ждёт',
  chooseWho: 'Выберите ученика или лида',
  studentsGroup: 'Ученики (с отработкой)',
  leadsGroup: 'Лиды (на пробное)',
  makeup: 'Отработка',
  chooseMakeup: 'Выберите отработку',
  noMakeups: 'У ученика нет свободных отработок — встать в очередь на занятие можно только с ней',
  makeupOf: (day: string, group: string | null) => `пропуск ${day}${group ? `, ${group}` : ''}`,
  leave: 'Убрать',
  leaveOf: (name: string) => `Убрать из листа ожидания: ${name}`,
  left: 'Убран из листа ожидания',
};
