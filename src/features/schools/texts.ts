import { RESTORE_DAYS } from '@/contract';
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
    `${quoted(name)} сразу пропадёт у всех: сотрудники и семьи не смогут войти, напоминания и вебхуки остановятся. ` +
    `Восстановить её можно в течение ${RESTORE_DAYS} дней, потом она удаляется навсегда со всеми данными.`,
  deleted: (name: string) =>
    `Школа ${quoted(name)} удалена. Восстановить можно в течение ${RESTORE_DAYS} дней`,
  deletedSchools: {
    title: 'Удалённые школы',
    intro: `Удалённую школу можно восстановить в течение ${RESTORE_DAYS} дней: она вернётся со всеми данными, сотрудники и семьи снова смогут войти.`,
    when: 'Удалена',
    deletedAt: (when: string) => `удалена ${when}`,
    purgeAt: (when: string) => `удалится навсегда ${when}`,
    restore: 'Восстановить',
    restoreSchool: (name: string) => `Восстановить школу ${quoted(name)}`,
    restored: (name: string) => `Школа ${quoted(name)} восстановлена`,
    loadFailed: 'Не удалось загрузить удалённые школы',
  },
  // A school's data in one archive (docs/archive.md): the owner's download, the admin's (or a new school's) load.
  archive: {
    title: 'Архив школы',
    intro:
      'Все данные школы одним файлом ZIP: school.json — для переезда в другую установку Ритма, таблицы CSV — для Excel. Пароли, токены и коды входа в архив не попадают.',
    download: 'Скачать архив школы',
    downloading: 'Собираем архив…',
    downloadFailed: 'Не удалось собрать архив школы. Попробуйте ещё раз.',
    loadHere: 'Загрузить архив в эту школу',
    loadHereHint:
      'Только в новую школу: пока в ней нет учеников, клиентов, лидов, занятий и денег. Вы остаётесь владельцем со своим паролем; сотрудникам из архива пароли зададите вы.',
    chooseFile: 'Файл архива (.zip)',
    loading: 'Загружаем архив…',
    loaded: (name: string, rows: number) => `Архив школы ${quoted(name)} загружен: строк — ${rows}`,
    loadFailed: 'Не удалось загрузить архив',
    unreadable: 'Не удалось прочитать файл. Выберите его ещё раз.',
  },
  importArchive: {
    open: 'Загрузить архив',
    title: 'Загрузить архив школы',
    intro:
      'Архив, который владелец скачал кнопкой «Скачать архив школы», станет новой школой этой установки — с сотрудниками, учениками, деньгами и историей.',
    file: 'Файл архива (.zip)',
    password: 'Пароль владельца',
    passwordHint: 'С ним владелец войдёт в загруженную школу; пароли сотрудникам он задаст сам.',
    submit: 'Загрузить',
    loading: 'Загружаем…',
    cancel: 'Отмена',
    done: (name: string, email: string) =>
      `Школа ${quoted(name)} загружена. Владелец входит как ${email} с заданным паролем.`,
  },
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
  apiTokens: {
    title: 'API-токены',
    intro:
      'Ключ для сайта, телефонии или своей программы: она вызывает API Ритма (описание — /docs/api) с заголовком «Authorization: Bearer …» и может только отмеченные действия.',
    loadFailed: 'Не удалось загрузить токены',
    name: 'Название (для кого токен)',
    scopes: 'Что токену можно',
    create: 'Создать токен',
    creating: 'Создаём…',
    shownOnce: 'Скопируйте токен сейчас — больше он показан не будет:',
    madeBy: (who: string | null, when: string) => `Создал(а) ${who ?? 'удалённый сотрудник'} ${when}.`,
    lastUsed: (when: string) => `Последний вызов ${when}.`,
    neverUsed: 'Ещё не использовался.',
    revoke: 'Отозвать',
    revokeOf: (name: string) => `Отозвать токен ${quoted(name)}`,
    revokeConfirm: (name: string) =>
      `Программа с токеном ${quoted(name)} сразу перестанет получать доступ. Отозвать?`,
    revoked: 'Токен отозван',
  },
  webhooks: {
    title: 'Вебхуки',
    intro:
      'Ритм сам сообщит вашей программе о событиях школы: отправит POST на её адрес, подписанный по стандарту Standard Webhooks (заголовки webhook-id, webhook-timestamp, webhook-signature). Не принятые доставки повторяются; вебхук, который три дня не принимает доставки, отключается, а владельцу приходит письмо.',
    loadFailed: 'Не удалось загрузить вебхуки',
    url: 'Адрес приёмника (https://…)',
    events: 'О чём сообщать',
    create: 'Добавить вебхук',
    creating: 'Добавляем…',
    shownOnce: 'Ключ подписи — скопируйте сейчас, больше он показан не будет:',
    active: 'Работает.',
    failingSince: (when: string) => `Доставки не проходят с ${when}.`,
    disabled: (when: string, reason: string | null) => `Отключён ${when}${reason ? `: ${reason}` : ''}.`,
    lastDelivery: (when: string, status: number | null, ok: boolean) =>
      `Последняя доставка ${when}: ${ok ? 'принята' : 'не принята'}${status === null ? ' (нет ответа)' : ` (HTTP ${status})`}.`,
    enable: 'Включить снова',
    enabled: 'Вебхук включён',
    log: 'Журнал доставок',
    logOf: (url: string) => `Журнал доставок на ${url}`,
    enableOf: (url: string) => `Включить снова вебхук на ${url}`,
    logEmpty: 'Доставок ещё не было.',
    delivered: 'доставлено',
    failed: 'не доставлено',
    pending: (when: string) => `повтор ${when}`,
    attempts: (count: number) => `попыток: ${count}`,
    remove: 'Удалить',
    removeOf: (url: string) => `Удалить вебхук на ${url}`,
    removeConfirm: (url: string) =>
      `Событий на ${url} больше не будет; журнал доставок останется. Удалить вебхук?`,
    removed: 'Вебхук удалён',
  },
  // The school's public trial form (docs/join-form.md), the owner's: the link, the embed, the consent.
  joinForm: {
    title: 'Запись на пробное с сайта',
    intro:
      'Ссылка на форму записи на пробное занятие: дайте её в соцсетях или вставьте форму на сайт школы. Форма показывает группы, открытые для записи (отметка в группе учеников), и их ближайшие занятия. Заявка приходит в «Лиды» с источником «Сайт» и метками utm_source, utm_medium, utm_campaign из адреса.',
    link: 'Ссылка на форму',
    open: 'Открыть форму',
    embed: 'Код для сайта',
    embedHint:
      'Вставьте на страницу сайта. Метки рекламы добавьте в адрес: …?utm_source=vk&utm_campaign=autumn',
    frameTitle: 'Запись на пробное занятие',
    change: 'Сменить ссылку',
    changeConfirm:
      'Старая ссылка и форма, вставленная на сайт, сразу перестанут работать — вставьте новый код. Сменить ссылку?',
    changed: 'Ссылка сменилась',
    consent: 'Текст согласия на обработку персональных данных',
    consentHint: (isDefault: boolean) =>
      `${isDefault ? 'Сейчас — текст по умолчанию.' : 'Сейчас — ваш текст.'} Пустое поле вернёт текст по умолчанию.`,
    save: 'Сохранить текст согласия',
    saving: 'Сохранение...',
    saved: 'Текст согласия сохранён',
    loadFailed: 'Не удалось загрузить настройки формы записи',
  },
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
