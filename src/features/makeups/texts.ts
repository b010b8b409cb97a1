import { type MakeupStatus, makeupStatusLabels } from '@/contract';

// The words of make-ups at the front desk and on a student's card (docs/makeups.md).
export const makeupTexts = {
  button: 'Отработки',
  title: (name: string) => `Отработки: ${name}`,
  none: 'Отработок нет: они появляются, когда пропуск по уважительной причине есть чем отработать',
  loadFailed: 'Не удалось загрузить отработки',
  missed: (date: string, group: string | null) => (group ? `Пропуск ${date}, ${group}` : `Пропуск ${date}`),
  until: (date: string) => `до ${date}`,
  sameStyle: 'только то же направление',
  status: (status: MakeupStatus) => makeupStatusLabels[status],
  bookedInto: (date: string, time: string | null, group: string | null) =>
    [`${date}${time ? ` ${time}` : ''}`, group].filter(Boolean).join(', '),
  book: 'Записать',
  bookTo: (date: string) => `Записать отработку пропуска ${date}`,
  chooseLesson: 'Занятие для отработки',
  noLessons: 'Нет занятий со свободными местами до последнего дня отработки',
  seats: (free: number | null) => (free === null ? 'мест без ограничения' : `свободно мест: ${free}`),
  confirm: 'Записать на занятие',
  cancel: 'Отменить запись',
  cancelOf: (date: string) => `Отменить запись отработки пропуска ${date}`,
  booked: 'Отработка записана',
  canceled: 'Запись на отработку отменена',
  failed: 'Не удалось записать отработку',
};
