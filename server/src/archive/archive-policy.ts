import type { MessageKind } from '../../../src/contract/index.ts';

// What the school's archive (docs/archive.md) leaves out and why, and the ids it carries outside foreign keys. The
// coverage test (server/test/archive/coverage.test.ts) holds the live schema against this file: a table with a
// school's rows is either exported or named here with its reason, and an id column is either a foreign key or
// named here with how it follows a moved row.

/** The JSON's own name and the version of its shape; an archive of another shape is refused. */
export const ARCHIVE_FORMAT = 'ritm-school-archive';
export const FAMILY_FORMAT = 'ritm-family-data';
export const FORMAT_VERSION = 1;

/** Tables with a school's rows that the archive does not carry, each with its reason (shown in docs/archive.md). */
export const excludedTables: Record<string, string> = {
  sessions: 'входы сотрудников: токен сессии — секрет; после загрузки каждый входит заново',
  idempotency_keys: 'ответы на повтор запроса за последние сутки — служебная память сервера, не данные школы',
  api_tokens: 'хэши API-токенов — секрет; интеграции выпускается новый токен',
  cabinet_sessions: 'входы семей в личный кабинет: хэш токена — секрет; семья входит заново по коду',
  telegram_bots: 'токен бота Telegram и секрет вебхука — секрет; владелец вставляет токен заново',
  telegram_link_tokens: 'одноразовые ссылки привязки Telegram (хэши) — секрет, живут минуты',
  unsubscribe_tokens: 'хэши ссылок «Отписаться» — секрет; сами отписки (message_optouts) выгружаются',
  school_revisions: 'номер версии данных для условных списков (ETag): у загруженной школы он свой',
  join_forms:
    'ссылка записи с сайта и ключ подписи её страницы — секрет; у загруженной школы своя ссылка, текст согласия владелец задаёт заново',
  join_attempts: 'счётчики заявок с сайта за последний час — защита формы, не данные школы',
  webhook_subscriptions: 'вебхуки: их ключи подписи — секрет; владелец подключает приёмники заново',
  webhook_deliveries: 'журнал доставок вебхуков — уходит вместе с вебхуками',
};

/**
 * Tables of the installation, not of a school — no row of theirs names a school — each with what it is. A table a
 * migration adds must land in the archive (a `school_id`, or a key to a school's row), in `excludedTables`, or here.
 */
export const installationTables: Record<string, string> = {
  backup_runs: 'попытки резервного копирования — установки, не школы',
  login_failures: 'неудачные входы по email и адресу — защита установки от подбора пароля',
  registration_attempts: 'попытки регистрации по адресу — защита установки',
  cabinet_codes: 'одноразовые коды входа в кабинет (хэши) по email — секрет, живут 10 минут',
};

/** Columns of exported tables that never leave the installation (a password's hash). */
export const secretColumns: Record<string, readonly string[]> = {
  users: ['password_hash'],
};

/** Messages whose text is a one-time sign-in code: not exported at all (their only content is the secret). */
export const codeMessageKinds: ReadonlySet<string> = new Set<MessageKind>([
  'cabinet_code',
  'cabinet_email_code',
]);

/**
 * One-time tokens inside a message's text and links — the «Отписаться» link's and the Telegram invitation's — are
 * replaced by dots: the message stays readable, the link no longer opens anything.
 */
const TOKEN_IN_LINK = /([?&](?:token|start)=)[A-Za-z0-9_-]+/g;
export const withoutLinkTokens = (text: string) => text.replace(TOKEN_IN_LINK, '$1•••');
export const OUTBOX_TEXT_COLUMNS = ['subject', 'body_text', 'body_html', 'unsubscribe_url'] as const;

/**
 * The table an outbox message's occasion starts with an id of (`<id>:…`, `makeup:<id>`, or the id alone), by the message's kind:
 * «once per occasion» must still hold for the moved rows, so the id follows its row. Typed by every kind there is,
 * so a new kind does not compile until it is placed here.
 */
export const occasionTables: Record<MessageKind, string | null> = {
  lesson_canceled: 'lessons',
  lesson_moved: 'lessons',
  lesson_tomorrow: 'lessons',
  trial_tomorrow: null,
  visits_left: 'subscriptions',
  pass_ending: 'subscriptions',
  debt: 'students',
  payment_received: 'payments',
  birthday: 'students',
  manual: null,
  cabinet_code: null,
  cabinet_email_code: null,
  cabinet_invitation: 'schools',
  freeze_decision: 'freeze_requests',
  makeup_expired: 'makeups',
  waitlist_offer: 'waitlist_entries',
};

/**
 * Ids kept without a foreign key, and how each follows its row on import (server/src/archive/remap.ts). The
 * history names rows of any table, some of them long deleted.
 */
export const referencesWithoutKeys: Record<string, string> = {
  'history.entity_id': 'строка таблицы из столбца entity',
  'history.user_id': 'сотрудник (users)',
  'history.api_token_id': 'API-токен (токены не переносятся): остаётся пометка «через API-токен» без имени',
  'schools.deleted_by': 'кто удалил школу: загруженная школа не удалена, столбец пуст',
  'students.deleted_by':
    'кто удалил ученика (сотрудник): в загруженной школе столбец пуст, ученик остаётся удалённым',
  'clients.deleted_by':
    'кто удалил клиента (сотрудник): в загруженной школе столбец пуст, клиент остаётся удалённым',
  'history.before': 'id и ссылки строки таблицы table_name — внутри JSON',
  'history.after': 'id и ссылки строки таблицы table_name — внутри JSON',
  'outbox.occasion': 'id в начале повода (после `makeup:`, `waitlist:`) — по виду сообщения (occasionTables)',
};

/**
 * What a school just registered already holds (its card, its owner, the default statuses and sources, settings and
 * the history of making them): an owner loads an archive into their own school only while it holds nothing else,
 * and these rows give way to the archive's.
 */
export const rowsOfNewSchool: readonly string[] = [
  'schools',
  'users',
  'user_profiles',
  'statuses',
  'sources',
  'history',
  'school_jobs',
  'message_settings',
  'message_templates',
];

/**
 * A family's own rows that name it by address, not by key (docs/archive.md, «Данные семьи»): its consents, its
 * linked Telegram chats, its unsubscribes — by the column that holds the email.
 */
export const familyAddressColumns: Record<string, string> = {
  cabinet_consents: 'email',
  telegram_chats: 'email',
  message_optouts: 'address',
};

/**
 * A family's row that names its addressee: a message sent to another client (the other parent) about the family's
 * child is that client's, not this family's — it carries their address.
 */
export const familyAddresseeColumns: Record<string, string> = { outbox: 'client_id' };
