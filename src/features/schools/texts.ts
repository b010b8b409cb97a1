import { quoted } from '@/lib/quoted';

/** Texts of the school card, its edit form and the admin's schools table. */
export const schoolTexts = {
  cardTitle: 'Школа',
  name: 'Название',
  city: 'Город',
  email: 'Email',
  phone: 'Телефон',
  timeZone: 'Часовой пояс',
  timeZoneHint: '«Сегодня», отчёты за месяц и напоминания идут по этому времени',
  edit: 'Изменить',
  save: 'Сохранить',
  saving: 'Сохранение...',
  cancel: 'Отмена',
  saved: 'Данные школы сохранены',
  tableLabel: 'Школы',
  actions: 'Действия',
  empty: 'Школ пока нет',
  delete: 'Удалить',
  deleteSchool: (name: string) => `Удалить школу ${quoted(name)}`,
  confirmTitle: 'Удалить школу?',
  confirmMessage: (name: string) =>
    `${quoted(name)} будет удалена вместе с сотрудниками, учениками и всеми данными. Это нельзя отменить.`,
  deleted: (name: string) => `Школа ${quoted(name)} удалена`,
} as const;
