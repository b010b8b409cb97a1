/** Texts of the group tabs under the people tables. */
export const groupTexts = {
  tabsLabel: 'Группы',
  all: 'Все',
  add: 'Новая группа',
  addTitle: 'Новая группа',
  rename: (name: string) => `Переименовать группу «${name}»`,
  renameTitle: 'Переименовать группу',
  remove: (name: string) => `Удалить группу «${name}»`,
  removeTitle: 'Удалить группу?',
  removeMessage: (name: string) =>
    `Группа «${name}» будет удалена. Строки таблицы останутся, без этой группы.`,
  removeConfirm: 'Удалить',
  name: 'Название группы',
  create: 'Создать',
  save: 'Сохранить',
  cancel: 'Отмена',
  loadFailed: 'Группы не загрузились',
} as const;
