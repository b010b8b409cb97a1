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
  presentCount: (present: number, total: number) => `Присутствуют ${present} из ${total}`,
  noStudents: 'В группе пока нет учеников',
  attendanceReadOnly: 'Посещаемость этого занятия отмечает его преподаватель',
  attendanceCanceled: 'Занятие отменено — посещаемость не отмечается',
  markFailed: 'Не удалось сохранить отметку посещаемости',

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
