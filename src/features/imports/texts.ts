import type { DuplicateAction, ImportEntity } from '@/contract';

const entityNames: Record<ImportEntity, { many: string; title: string }> = {
  leads: { many: 'лидов', title: 'Импорт лидов' },
  students: { many: 'учеников', title: 'Импорт учеников' },
  clients: { many: 'клиентов', title: 'Импорт клиентов' },
  opening: { many: 'абонементы и балансы учеников', title: 'Абонементы и балансы из прежней CRM' },
};

const count = (value: number) => value.toLocaleString('ru-RU');

export const importTexts = {
  open: 'Импорт',
  openOpening: 'Импорт остатков',
  openLabel: (entity: ImportEntity) => `Загрузить ${entityNames[entity].many} из файла CSV или Excel`,
  title: (entity: ImportEntity) => entityNames[entity].title,
  intro:
    'Файл CSV или Excel (.xlsx), в первой строке — заголовки столбцов. Подойдёт и файл, выгруженный из Ритма. Ничего не запишется, пока вы не нажмёте «Загрузить».',
  studentsIntro:
    'Родители: столбец «Родители» («Имя +7 …» через запятую, как в выгрузке Ритма) или столбцы «Имя родителя», «Телефон родителя», «Кем приходится». Родитель станет клиентом школы.',
  openingOnlyIntro:
    'Для учеников, которые уже есть в школе (сначала их загружает владелец или менеджер на странице «Ученики»). Ученик находится по имени и телефону родителя или дате рождения; строка, для которой ученика нет, не загрузится. Карточки учеников не меняются.',
  openingIntro:
    'При переезде из другой CRM: «Абонемент», «Осталось занятий» (пусто — безлимит), «Абонемент действует до» и «Баланс, ₽» (долг со знаком минус) попадут на счёт ученика.',
  chooseFile: 'Выбрать файл',
  reading: 'Читаю файл…',
  dropHint: 'или перетащите его сюда',
  unreadable: 'Не удалось прочитать файл. Попробуйте ещё раз или сохраните его как CSV.',
  fileSummary: (name: string, rows: number) => `${name}: ${count(rows)} строк с данными`,
  otherFile: 'Другой файл',
  mappingTitle: 'Столбцы файла',
  mappingHint: 'Что из какого столбца загрузить. Столбцы с «Не загружать» пропускаются.',
  column: 'Столбец',
  sample: 'Пример',
  field: 'Поле',
  skipColumn: 'Не загружать',
  fieldOf: (header: string) => `Поле для столбца «${header}»`,
  needName: 'Укажите, в каком столбце имя: без него строки не загрузить.',
  duplicatesTitle: 'Если человек уже есть (тот же телефон и имя)',
  duplicateActions: {
    skip: 'Пропустить',
    update: 'Обновить данными из файла (пустые ячейки ничего не стирают)',
    create: 'Всё равно создать нового',
  } satisfies Record<DuplicateAction, string>,
  checking: 'Проверяю строки…',
  previewTitle: 'Что будет',
  summary: {
    create: 'Новых',
    update: 'Обновить',
    unchanged: 'Уже совпадают',
    skip: 'Пропустить повторов',
    invalid: 'С ошибками',
  },
  onlyProblems: 'Строки с ошибками и повторы',
  line: 'Строка',
  name: 'Имя',
  outcome: 'Что будет',
  why: 'Почему',
  outcomes: {
    create: 'Создать',
    update: 'Обновить',
    unchanged: 'Без изменений',
    skip: 'Пропустить',
    invalid: 'Ошибка',
  },
  existing: (name: string) => `Уже есть: ${name}`,
  repeats: (line: number) => `Повторяет строку ${line}`,
  more: (rest: number) => `и ещё ${count(rest)} строк`,
  nothingToReport: 'Все строки будут созданы: ошибок и повторов нет.',
  submit: (rows: number) => `Загрузить ${count(rows)}`,
  submitting: 'Загружаю…',
  invalidLeftOut: (rows: number) =>
    `Строки с ошибками (${count(rows)}) не загрузятся — их можно исправить в файле и загрузить снова.`,
  downloadProblems: 'Скачать строки с ошибками',
  done: (created: number, updated: number) => `Создано: ${count(created)}, обновлено: ${count(updated)}.`,
  doneSkipped: (unchanged: number, skipped: number, invalid: number) =>
    `Без изменений: ${count(unchanged)}, пропущено повторов: ${count(skipped)}, строк с ошибками: ${count(invalid)}.`,
  close: 'Готово',
  problemsColumn: 'Ошибки',
  problemsFile: (title: string) => `${title} — строки с ошибками`,
} as const;
