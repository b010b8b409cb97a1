import { UNMARKED_LESSON_DAYS } from '@/contract';

const pluralRules = new Intl.PluralRules('ru');
const lessonWords: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'занятие', few: 'занятия' };

/** «1 занятие», «3 занятия», «17 занятий». */
const lessonsCount = (count: number) => `${count} ${lessonWords[pluralRules.select(count)] ?? 'занятий'}`;

/** Texts of the lesson calendar, the lesson card with attendance and the one-off lesson form. */
export const scheduleTexts = {
  pageDescription: 'Календарь занятий, расписание на неделю и направления школы',
  pageDescriptionReading: 'Календарь занятий школы',
  noSchoolTitle: 'Расписание ведёт школа',
  noSchoolText: 'Эта учётная запись не привязана к школе, поэтому расписания у неё нет.',
  calendarTitle: 'Календарь',
  onlyMine: 'Только мои занятия',
  closedDays: (reason: string) => `Закрыто: ${reason}`,
  calendarLabel: 'Календарь занятий',
  buttons: {
    today: 'Сегодня',
    month: 'Месяц',
    week: 'Неделя',
    day: 'День',
    prev: 'Назад',
    next: 'Вперёд',
  },
  canceledMark: 'отменено',
  moreLessons: (count: number) => `+ ещё ${count}`,
  moreLessonsLabel: (count: number, day: string) => `${day}: ещё ${lessonsCount(count)}, открыть день`,
  eventLabel: (label: string, canceled: boolean) => (canceled ? `${label}, отменено` : label),

  todayTitle: (day: string) => `Сегодня, ${day}`,
  findStudent: 'Найти ученика',
  findStudentHint: 'Клавиша «/» — сюда с любого места страницы; Enter — к отметке ученика, пробел — «был»',
  findStudentPlaceholder: 'Имя или телефон ученика',
  foundStudents: 'Найденные ученики',
  nobodyFound: 'Никого не нашлось',
  inLessonToday: (time: string, group: string) => `сегодня ${time}, ${group}`,
  noLessonToday: 'сегодня без занятий',
  noLessonsToday: 'Сегодня занятий нет',
  noRollToday:
    'Отмечать сегодня некого. Найдите ученика, чтобы увидеть его абонемент и долг, продать абонемент или принять оплату.',
  todayLessons: 'Занятия сегодня',
  myLesson: 'моё занятие',

  lessonTitle: 'Занятие',
  group: 'Группа',
  teacher: 'Преподаватель',
  teacherPhone: 'Телефон преподавателя',
  time: 'Время',
  duration: (minutes: number) => `${minutes} мин`,
  style: 'Стиль',
  canceled: 'Отменено',
  yes: 'Да',
  no: 'Нет',

  attendanceTitle: 'Посещаемость',
  attendanceLabel: 'Посещаемость занятия',
  present: (name: string) => `${name}: присутствовал`,
  markGroup: (name: string) => `Отметка: ${name}`,
  marks: { present: 'Был', absent: 'Не был', excused: 'Уваж.' },
  markTitles: {
    present: 'Был на занятии',
    absent: 'Не был, без уважительной причины',
    excused: 'Не был по уважительной причине — занятие не списывается',
  },
  unmarked: 'не отмечен',
  // The family said «не придём» in the cabinet (docs/cabinet.md): the mark is theirs, «уважительная».
  announced: 'Сообщили из кабинета',
  announcedTitle: 'Семья отметила «Не придём» в личном кабинете — занятие не списывается',
  unmark: (name: string) => `Снять отметку: ${name}`,
  markAll: 'Все присутствовали',
  markAllHint: 'Отметить «был» всех, кто ещё не отмечен',
  unmarkedCount: (count: number) => `не отмечено ${count}`,
  // What covers the visit, beside the mark.
  subscriptionLeft: (name: string, left: number | null, until: string) =>
    left === null ? `«${name}» до ${until}` : `«${name}»: осталось ${left}, до ${until}`,
  passFrozen: 'Абонемент заморожен — занятие не списывается',
  covered: 'Абонемент есть',
  notCovered: 'Нет абонемента',
  noPass: 'Без абонемента — занятие в долг',
  // What «не был» does for a student without a pass: the school's setting (docs/money.md).
  absenceBilled: '«не был» — тоже в долг',
  absenceFree: '«не был» — без долга',
  debt: (amount: string) => `долг ${amount}`,
  debtLimit: 'Лимит занятий в долг исчерпан — предложите купить абонемент',
  presentCount: (present: number, total: number) => `Присутствуют ${present} из ${total}`,
  noStudents: 'В группе пока нет учеников',
  attendanceReadOnly: 'Посещаемость этого занятия отмечает его преподаватель',
  attendanceCanceled: 'Занятие отменено — посещаемость не отмечается',
  markFailed: 'Не удалось сохранить отметку посещаемости',

  // «Не отмечены прошедшие занятия» on «Сегодня» (docs/api-schedule.md, «Не отмечены»).
  pastUnmarked: {
    title: (count: number) => `Не отмечены прошедшие занятия: ${count}`,
    hint: `Занятия за последние ${UNMARKED_LESSON_DAYS} дней, где остались ученики без отметки.`,
    dismissHint: '«Скрыть» — больше не напоминать о занятии.',
    list: 'Прошедшие занятия без отметок',
    count: (unmarked: number, total: number) => `не отмечено ${unmarked} из ${total}`,
    noTeacher: 'без преподавателя',
    open: 'Открыть',
    openLabel: (lesson: string) => `Открыть занятие ${lesson}`,
    dismiss: 'Скрыть',
    dismissLabel: (lesson: string) => `Скрыть занятие ${lesson} из списка`,
    dismissFailed: 'Не удалось скрыть занятие из списка',
  },

  cancelLesson: 'Отменить занятие',
  restoreLesson: 'Вернуть занятие',
  moveLesson: 'Перенести',
  moveTitle: 'Перенос занятия',
  deleteLesson: 'Удалить занятие',
  confirmDeleteTitle: 'Удалить занятие?',
  confirmDeleteMessage: (label: string) => `${label} исчезнет из календаря вместе с отметками посещаемости.`,
  confirmDelete: 'Удалить',
  updateFailed: 'Не удалось изменить занятие',
  deleteFailed: 'Не удалось удалить занятие',
  deletedToast: 'Занятие удалено',

  addLesson: 'Добавить занятие',
  createTitle: 'Новое занятие',
  date: 'Дата',
  startTime: 'Начало',
  durationMinutes: 'Длительность, мин',
  styleField: 'Направление',
  none: 'Не выбрано',
  chooseGroup: 'Выберите группу',
  create: 'Добавить',
  save: 'Сохранить',
  saving: 'Сохранение...',
  cancel: 'Отмена',
  createFailed: 'Не удалось создать занятие',
  created: (group: string) => `Занятие группы «${group}» добавлено`,
} as const;
