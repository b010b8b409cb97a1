import { cutoffText } from './dates';

/**
 * User-facing error texts shared by the server, the mocks and the SPA.
 * `defaultErrors` are the spec's fallbacks (section 8), used only when a failed response carries no message
 * (a timeout, a dropped connection); they are kept verbatim from the spec.
 */
export const defaultErrors = {
  clients: 'Ошибка сервера',
  schedules: 'Ошибка сервера',
  lessons: 'Ошибка сервера',
  styles: 'Ошибка сервера',
  statuses: 'server error',
  sources: 'server error',
  groups: 'Server error',
  leads: 'server error',
  students: 'server error',
  lessonGeneration: 'Ошибка генерации занятий',
  users: 'Ошибка загрузки пользователей',
  schools: 'Ошибка сервера',
  registration: 'Не удалось зарегистрировать школу',
  login: 'Ошибка входа',
  logout: 'Ошибка выхода',
  authCheck: 'Ошибка',
  passwordChange: 'Не удалось сменить пароль',
  finances: 'Ошибка сервера',
  reports: 'Не удалось сформировать отчёт',
  imports: 'Не удалось загрузить файл',
  history: 'Не удалось загрузить историю изменений',
} as const;

export type ErrorResource = keyof typeof defaultErrors;

/** Texts of the server's own error answers. */
export const serverErrors = {
  unauthenticated: 'Войдите в систему',
  forbidden: 'Недостаточно прав для этого действия',
  tokenScope: 'У этого API-токена нет права на это действие',
  notFound: 'Не найдено',
  otherSchool: 'Нет доступа к данным другой школы',
  invalidJson: 'Тело запроса должно быть корректным JSON',
  idempotencyKeyInvalid:
    'Заголовок Idempotency-Key: от 1 до 255 видимых латинских символов (например, случайный UUID)',
  idempotencyKeyReused:
    'Этот Idempotency-Key уже использован для другого запроса: для нового запроса нужен новый ключ',
  idempotencyKeyInFlight:
    'Запрос с этим Idempotency-Key ещё выполняется. Повторите его через несколько секунд',
  // PostgreSQL cannot store U+0000 in text; both dialects (and the mocks) refuse it alike.
  nulCharacter: 'Текст не может содержать нулевой символ (U+0000)',
  tooDeep: 'Слишком глубоко вложенные данные в запросе',
  payloadTooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Ожидается JSON (Content-Type: application/json)',
  crossSite: 'Запрос с другого сайта отклонён',
  invalidId: 'Некорректный идентификатор',
  nothingToUpdate: 'Нет полей для изменения',
  unknownField: (field: string) => `Неизвестное поле «${field}»`,
  wrongCredentials: 'Неверный email или пароль',
  wrongCurrentPassword: 'Текущий пароль введён неверно',
  tooManyLogins: (minutes: number) => `Слишком много попыток входа. Попробуйте через ${minutes} мин.`,
  tooManyRegistrations: (minutes: number) =>
    `Слишком много регистраций с этого адреса. Попробуйте через ${minutes} мин.`,
  emailTaken: 'Пользователь с таким email уже существует',
  schoolDeleted:
    'Школа удалена. Восстановить её может администратор платформы в течение 30 дней после удаления',
  schoolRestoreExpired: 'Школу удалили больше 30 дней назад: восстановить её уже нельзя',
  studentRestoreExpired: 'Ученика удалили больше 30 дней назад: восстановить его уже нельзя',
  clientRestoreExpired: 'Клиента удалили больше 30 дней назад: восстановить его уже нельзя',
  /**
   * Staff creation with a taken email: the same words whether the account is the school's own or another school's,
   * so an owner cannot learn which addresses are registered elsewhere.
   */
  staffEmailUnavailable: 'Этот email нельзя использовать для сотрудника — укажите другой адрес',
  noSchool: 'Учётная запись не привязана к школе',
  cannotChangeSelf: 'Нельзя изменить роль или удалить собственную учётную запись',
  internal: 'Внутренняя ошибка сервера. Попробуйте ещё раз',
  statusInUse: 'Статус используется — его можно переименовать, но не удалить',
  sourceInUse: 'Источник используется — его можно переименовать, но не удалить',
  groupTypeMismatch: 'Группа другого типа: выберите группу этой таблицы',
  leadAlreadyConverted: 'Лид уже переведён в ученики',
  unknownStatus: 'Статус не найден',
  unknownSource: 'Источник не найден',
  unknownGroup: 'Группа не найдена',
  unknownClient: 'Клиент не найден',
  unknownStudent: 'Ученик не найден',
  unknownStyle: 'Направление не найдено',
  groupNameTaken: 'Группа с таким названием в этой таблице уже есть',
  groupInUse: 'Группа используется в расписании — сначала уберите её из расписания',
  groupFieldsTogether: 'Укажите группы одним полем: group_id или groups',
  capacityOfStudentGroup: 'Вместимость бывает только у группы учеников',
  lessonCanceled: 'Занятие отменено — посещаемость не отмечается',
  generationBusy: 'Занятия уже создаются — повторите через секунду',
  notOwnLesson: 'Преподаватель отмечает посещаемость только своих занятий',
  studentNotInLesson: 'Ученик не состоит в группе этого занятия',
  notATeacher: 'Выберите преподавателя из сотрудников школы',
  styleInUse: 'Направление используется в расписании — его можно отправить в архив',
  statusTypeMismatch: 'Статус другого типа: выберите статус из списка этой таблицы',
  /** PUT /students/{id} with `status_name` (the spec's Student has no status id): an id or a name. */
  studentStatusName: 'Поле «status_name»: укажите id или название статуса ученика',
  unknownStudentStatus: (value: string) =>
    `Статус ученика «${value}» не найден: укажите id или название статуса ученика этой школы`,
  ambiguousStudentStatus: (name: string) =>
    `Статусов ученика с названием «${name}» несколько: укажите id статуса`,
  statusFieldsDisagree: 'Поля status_id и status_name называют разные статусы: укажите статус одним полем',
  // Money (docs/money.md).
  unknownTemplate: 'Шаблон абонемента не найден',
  unknownSubscription: 'Абонемент не найден',
  unknownPayment: 'Платёж не найден',
  unknownLesson: 'Занятие не найдено',
  templateArchived: 'Шаблон в архиве — выберите действующий',
  templateSold: 'По шаблону уже проданы абонементы — его можно отправить в архив, но не удалить',
  templateScopeLocked:
    'По шаблону уже проданы абонементы — группы и направления не меняются; создайте новый шаблон',
  templateVisitsKind: 'Для абонемента на занятия укажите число занятий; безлимитный — без числа занятий',
  payerNotLinked: 'Этот клиент не указан среди родителей или плательщиков ученика',
  subscriptionOfOtherStudent: 'Абонемент принадлежит другому ученику',
  freezeNotStarted: 'Абонемент ещё не начал действовать — замораживать нечего',
  freezeEnded: 'Абонемент закончился — заморозить его нельзя',
  freezeNoneLeft: 'Заморозки по этому абонементу закончились',
  freezeTooLong: (days: number) => `Можно заморозить не больше чем на ${days} дн.`,
  freezeBackdated: 'Заморозку нельзя начать задним числом',
  freezeAfterExpiry: 'Заморозка должна начаться до окончания абонемента',
  freezeOverlap: 'Абонемент уже заморожен в эти дни',
  passCanceled: 'Абонемент отменён — изменить, передать или отменить его ещё раз нельзя',
  passEnded: 'Абонемент закончился — отменять или передавать нечего; деньги возвращаются возвратом платежа',
  passEndedVisits: 'Абонемент закончился — число занятий у него уже не меняется; цену изменить можно',
  passVisitsOfUnlimited: 'У безлимитного абонемента нет числа занятий — измените цену',
  passVisitsBelowUsed: (used: number) => `Занятий не может быть меньше уже списанных: ${used}`,
  passUnchanged: 'Цена и число занятий такие же — изменять нечего',
  passTransferSameStudent: 'Абонемент уже у этого ученика',
  passTransferNotFamily:
    'Передать абонемент можно только ученику той же семьи: у них должен быть общий плательщик',
  payrollReopenPaid: 'По этому периоду уже выплачена зарплата — открыть его нельзя',
  payrollReopenNotLast:
    'После этого периода закрыт более поздний — сначала откройте его: перерасчёты считаются от закрытых периодов',
  payrollPeriodAhead:
    'Закрыть можно только прошедшие дни: период должен закончиться не позже сегодняшнего дня',
  payrollDayClosed: 'Этот день уже в закрытом периоде: начисление или удержание внесите в открытый период',
  payrollPeriodOverlaps: 'Эти дни уже входят в закрытый период',
  payrollLessonClosed:
    'Это занятие уже в закрытом периоде: его сумму не изменить, разницу внесите начислением или удержанием',
  payrollAlreadyPaid: 'Зарплата за этот период уже выплачена',
  payrollNothingToPay: 'За этот период преподавателю ничего не начислено',
  notOwnPayroll: 'Преподаватель видит только свою зарплату',
  closureBackdated:
    'Закрытие нельзя начать задним числом: прошедшие занятия уже состоялись или отменены вручную',
  closureTooLong: (days: number) => `Закрытие — не длиннее ${days} дней`,
  closureStarted: 'Закрытие уже началось — отменить его нельзя',
  paymentVoided: 'Платёж аннулирован',
  // Личный кабинет (docs/cabinet.md).
  cabinetAlreadyMarked: 'Школа уже отметила это занятие — если что-то не так, позвоните администратору',
  cabinetAfterCutoff: (minutes: number) =>
    `Сообщить об отсутствии можно не позже чем за ${cutoffText(minutes)} до начала — позвоните администратору`,
  cabinetCodeWrong: (triesLeft: number) =>
    triesLeft > 0 ? `Неверный код. Осталось попыток: ${triesLeft}` : 'Неверный код. Запросите новый код',
  cabinetCodeExpired: 'Код устарел или уже использован. Запросите новый код',
  tooManyCodes: (minutes: number) => `Слишком много запросов кода. Попробуйте через ${minutes} мин.`,
  cabinetEmailTaken: 'Этот email уже указан у другого клиента школы',
  cabinetOfferOutdated: 'Текст оферты изменился — прочитайте новую версию',
  cabinetNoEmail: 'У этого человека нет email — укажите его в карточке, чтобы пригласить в кабинет',
  cabinetGroupFull: 'В группе нет свободных мест — выберите другую группу',
  cabinetTrialDate: 'В этот день у группы нет занятия — выберите дату из списка',
  // The school's public trial form (docs/join-form.md).
  joinFormNotFound: 'Ссылка на запись устарела или набрана с ошибкой — спросите у школы новую',
  joinHoneypot:
    'Заявка не принята: похоже, форму заполнила программа. Если это не так, обновите страницу и заполните её ещё раз',
  joinTooFast: 'Форма отправлена слишком быстро. Проверьте данные и нажмите «Записаться» ещё раз',
  joinStampInvalid: 'Страница устарела. Обновите её и заполните форму ещё раз',
  joinNoConsent: 'Чтобы записаться, отметьте согласие на обработку персональных данных',
  joinGroupClosed: 'На пробное занятие в эту группу сейчас не записывают — выберите занятие из списка',
  joinLessonFull: 'На это занятие мест больше нет — выберите другое',
  joinTooManyFromAddress: (minutes: number) =>
    `Слишком много заявок с этого адреса. Попробуйте через ${minutes} мин.`,
  joinTooManyForPhone: (minutes: number) =>
    `С этим телефоном уже отправлено несколько заявок. Попробуйте через ${minutes} мин. или позвоните в школу`,
  trialsOfStudentGroup: 'Записывать на пробное занятие можно только в группы учеников',
  freezeRequestPending: 'Заявка на заморозку этого абонемента уже отправлена — дождитесь ответа школы',
  freezeRequestDecided: 'Эту заявку уже рассмотрели',
  telegramTokenRefused: 'Telegram не принял токен: проверьте, что он скопирован от @BotFather целиком',
  telegramUnreachable: 'Не удалось связаться с Telegram. Попробуйте позже',
  cabinetNotClient: 'Телефон меняется у родителя или плательщика: для ученика его хранит школа',
  paymentHasRefunds: 'По платежу уже были возвраты — аннулировать его нельзя, оформите возврат остатка',
  refundTooLarge: (left: string) => `Вернуть можно не больше ${left}`,
  refundBeforePayment: 'Возврат не может быть раньше платежа',
  alreadyVoided: 'Уже аннулировано',
  openingImportForbidden:
    'Абонементы и балансы из прежней CRM загружает владелец школы или бухгалтер: уберите эти столбцы из сопоставления',
  // Make-ups (docs/makeups.md).
  makeupGuestExcused: 'Это отработка: если ученик не придёт, отмените запись — отработка освободится',
  makeupNotAvailable: {
    booked: 'Эта отработка уже записана на занятие — сначала отмените запись',
    used: 'Эта отработка уже использована',
    expired: 'Срок этой отработки прошёл',
  },
  makeupNotBooked: 'Эта отработка ни на какое занятие не записана',
  makeupLessonCanceled: 'Занятие отменено — выберите другое',
  makeupLessonStarted: 'Занятие уже началось — выберите другое',
  makeupAfterCutoff: (minutes: number) =>
    `Записаться на отработку или отменить её можно не позже чем за ${cutoffText(minutes)} до начала — позвоните администратору`,
  makeupAfterExpiry: (date: string) => `Отработку можно провести не позже ${date}`,
  makeupAlreadyOnRoll: 'Ученик уже есть в списке этого занятия',
  makeupOtherStyle: 'Эту отработку можно провести только в группе того же направления',
  makeupGuestMarked: 'Гость уже отмечен в журнале — запись не отменить',
  lessonFull: 'На занятии нет свободных мест',
  // Waitlists (docs/makeups.md, «Лист ожидания»).
  waitlistNotFull: 'Свободные места есть — запишите сразу, без листа ожидания',
  waitlistAlready: 'Уже в листе ожидания',
  waitlistInGroup: 'Ученик уже в этой группе',
  waitlistLessonClosed: 'Занятие отменено или уже началось — лист ожидания закрыт',
  waitlistStudentLessonNeedsMakeup:
    'Ученика ставят в лист ожидания занятия с отработкой: укажите её (makeup_id) — или в лист группы',
  waitlistLeadGroup: 'Лида ставят в лист ожидания занятия — на пробное; в группу записывают учеников',
  waitlistNoOffer: 'Этому месту в очереди место ещё не предлагали',
  waitlistOfferExpired: 'Время ответа на предложение вышло — место предложено следующему',
  waitlistSeatTaken: 'Место уже занято — предложение больше не действует',
  waitlistStudentsOnly: 'Ставить в лист ожидания учеников и решать за них может администратор или владелец',
} as const;
