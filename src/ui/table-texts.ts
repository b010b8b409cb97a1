/** Texts of the shared table pieces: inline editing, row expansion, search, the add shortcut. */
export const tableTexts = {
  empty: '—',
  editHint: 'Дважды щёлкните или нажмите Enter, чтобы изменить',
  noValue: 'Не выбрано',
  expand: (name: string) => `Подробнее: ${name}`,
  search: 'Поиск по имени или телефону',
  searchPlaceholder: 'Имя или телефон  /',
  nothingFound: 'Ничего не найдено',
  /** The count of the tab in view: «Все» says «Всего», a group names itself (its rows are not all the rows). */
  shown: (count: number, total: number, group: string | null) => {
    const where = group === null ? '' : ` в группе «${group}»`;
    if (count !== total) return `Найдено: ${count} из ${total}${where}`;
    return group === null ? `Всего: ${total}` : `В группе «${group}»: ${total}`;
  },
  required: 'Поле не может быть пустым',
  newRowCreate: 'Добавить',
  newRowCancel: 'Отмена',
  newRowHint: (max: number) => `Enter — добавить, Esc — отменить. До ${max} символов.`,
  phoneFormat: 'Телефон: +7 (000) 000-00-00, десять цифр после +7',
  dateFormat: 'Дата: дд.мм.гггг или гггг-мм-дд',
  dateDay: 'День — от 1 до 31',
  dateMonth: 'Месяц — от 1 до 12',
  dateYear: 'Год — от 1900 до 9999',
  dateMissing: 'Такого дня в этом месяце нет',
  datePlaceholder: 'дд.мм.гггг',
  birthdateFuture: 'Дата рождения не может быть в будущем',
  timeFormat: 'Время: чч:мм, от 00:00 до 23:59',
  timePlaceholder: 'чч:мм',
  optionsFailed: (message: string) => `Списки для выбора не загрузились: ${message}`,
  noSchoolTitle: 'Нет школы',
  noSchoolText: 'Эта учётная запись не привязана к школе, поэтому здесь нечего показать.',
} as const;
