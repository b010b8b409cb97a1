/** Texts of the group tabs under the people tables. */
export const groupTexts = {
  tabsLabel: 'Группы',
  all: 'Все',
  add: 'Новая группа',
  addTitle: 'Новая группа',
  rename: (name: string) => `Переименовать группу «${name}»`,
  renameTitle: 'Переименовать группу',
  /** A student group has more than a name to change: its capacity. */
  edit: (name: string) => `Изменить группу «${name}»`,
  editTitle: 'Изменить группу',
  remove: (name: string) => `Удалить группу «${name}»`,
  removeTitle: 'Удалить группу?',
  removeMessage: (name: string) =>
    `Группа «${name}» будет удалена. Строки таблицы останутся, без этой группы.`,
  removeConfirm: 'Удалить',
  name: 'Название группы',
  nameHint: 'Пусто — «Новая группа» (или «Новая группа 2», …)',
  capacity: 'Вместимость, учеников',
  capacityHint: 'Пусто — без ограничения',
  capacityProblem: (max: number) => `Поле «Вместимость»: целое число от 1 до ${max} или пусто`,
  openForTrials: 'Запись на пробное с сайта',
  openForTrialsHint: 'Группа и её ближайшие занятия видны в форме записи школы (ссылка — в профиле школы)',
  create: 'Создать',
  save: 'Сохранить',
  cancel: 'Отмена',
  loadFailed: 'Группы не загрузились',
} as const;
