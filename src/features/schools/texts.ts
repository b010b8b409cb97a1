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
  // The installation's backups above the admin's schools (docs/backups.md).
  backups: {
    title: 'Резервные копии',
    lastCopy: 'Последняя копия',
    none: 'Копий ещё нет',
    file: 'Файл',
    kinds: {
      daily: 'ежедневная',
      manual: 'по команде npm run backup',
      'pre-migration': 'перед обновлением базы',
    },
    copyLine: (when: string, size: string, kind: string) => `${when}, ${size} (${kind})`,
    failed: (when: string, error: string) => `Копия ${when} не удалась: ${error}`,
    overdue: (hours: number) =>
      `Удачной копии нет больше ${hours} часов. Проверьте журнал сервера и папку копий (docs/backups.md).`,
    missing: 'Удачной копии нет ни одной. Проверьте журнал сервера и папку копий (docs/backups.md).',
    loadFailed: 'Не удалось узнать, как дела с резервными копиями',
  },
  // The parents' cabinet's settings (docs/cabinet.md), the owner's, under the school's details.
  telegram: {
    title: 'Telegram-бот школы',
    intro:
      'Создайте бота у @BotFather и вставьте его токен: родители подключат чат из личного кабинета и будут узнавать расписание, остаток занятий и баланс, сообщать «не придём».',
    token: 'Токен бота',
    connected: (username: string, chats: number) => `Подключён @${username}. Чатов родителей: ${chats}.`,
    masked: (token: string) => `Токен: ${token}`,
    save: 'Подключить бота',
    replace: 'Заменить токен',
    saving: 'Проверяем токен…',
    saved: 'Бот подключён',
    remove: 'Отключить бота',
    removed: 'Бот отключён',
    removeConfirm: 'Отключить бота? Подключённые чаты родителей перестанут получать ответы.',
    loadFailed: 'Не удалось загрузить настройки бота',
  },
  cabinet: {
    title: 'Личный кабинет',
    cutoffBefore: '«Не придём» — не позже чем за',
    cutoffAfter: 'минут до занятия',
    cutoffHint: (text: string) => `Сейчас: за ${text} до начала. Позже семья звонит администратору.`,
    cutoffProblem: 'Укажите целое число минут: от 0 до 10 080 (неделя)',
    freezeMode: 'Заморозка абонемента из кабинета',
    freezeModes: { instant: 'Сразу, в пределах шаблона', request: 'Заявкой — её одобряет администратор' },
    offer: 'Текст оферты',
    offerHint:
      'Изменённый текст — новая версия оферты: при следующем входе семьи прочитают и примут её заново.',
    version: (version: number) =>
      version > 0 ? `Действует версия ${version}` : 'Оферта ещё не опубликована',
    save: 'Сохранить настройки кабинета',
    saving: 'Сохранение...',
    saved: 'Настройки личного кабинета сохранены',
    loadFailed: 'Не удалось загрузить настройки личного кабинета',
  },
} as const;
