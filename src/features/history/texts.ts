import type { HistoryAction } from '@/contract';

/** Texts of the history of changes (docs/history.md). */
export const historyTexts = {
  pageDescription: 'Кто, когда и что изменил в школе. Записи не правятся и не удаляются.',
  person: 'Сотрудник',
  everyone: 'Все',
  entity: 'Раздел',
  everything: 'Все разделы',
  from: 'С',
  to: 'По',
  reset: 'Сбросить',
  empty: 'Изменений не найдено',
  emptyRow: 'Эту запись ещё не меняли',
  more: 'Показать ещё',
  loadingMore: 'Загрузка…',
  system: 'Система',
  removedPerson: 'Удалённый сотрудник',
  /** A change made by an integration: the token's name, and whose token it is. */
  byToken: (token: string, person: string) =>
    token ? `API-токен «${token}» (${person})` : `API-токен (${person})`,
  field: 'Поле',
  personName: 'Имя',
  before: 'Было',
  after: 'Стало',
  rowButton: 'Что менялось',
  rowTitle: (title: string) => `Что менялось: ${title}`,
  listLabel: 'Изменения',
  actions: { insert: 'Создание', update: 'Изменение', delete: 'Удаление' } satisfies Record<
    HistoryAction,
    string
  >,
  yes: 'да',
  no: 'нет',
  sections: { lead: 'Лиды', student: 'Ученики', client: 'Клиенты' } as Record<string, string>,
} as const;
