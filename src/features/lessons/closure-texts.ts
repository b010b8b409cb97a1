/** Texts of school closures: the section on /schedule and the calendar's closed days. */
export const closureTexts = {
  title: 'Закрытия и каникулы',
  description:
    'Дни, когда школа или группы не работают: занятия отменяются, абонементы продлеваются на эти дни',
  from: 'С',
  to: 'По',
  reason: 'Причина',
  reasonPlaceholder: 'Новогодние каникулы',
  wholeSchool: 'Вся школа',
  groupsLegend: 'Что закрыто',
  create: 'Закрыть',
  creating: 'Сохранение…',
  empty: 'Закрытий нет',
  listLabel: 'Закрытия школы',
  remove: 'Отменить',
  removeLabel: (reason: string) => `Отменить закрытие «${reason}»`,
  removeFailed: 'Не удалось отменить закрытие',
  saveFailed: 'Не удалось сохранить закрытие',
  created: (lessons: number, passes: number) =>
    `Закрытие сохранено: отменено занятий — ${lessons}, продлено абонементов — ${passes}`,
  effects: (lessons: number, passes: number) =>
    `отменено занятий: ${lessons}, продлено абонементов: ${passes}`,
  days: (from: string, to: string) => (from === to ? from : `${from} — ${to}`),
} as const;
