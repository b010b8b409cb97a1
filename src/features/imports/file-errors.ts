/** Why a file cannot be imported at all, in Russian; nothing has been sent to the server. */
export class ImportFileError extends Error {}

export const fileTexts = {
  empty: 'Файл пустой',
  tooBig: 'Файл больше 10 МБ. Разделите его на части по 10 000 строк.',
  oldExcel:
    'Формат .xls (Excel 97–2003) не поддерживается: сохраните файл как «Книга Excel (.xlsx)» или CSV.',
  notTable: 'Это не таблица. Выберите файл CSV или Excel (.xlsx).',
  notText: 'Текст файла не читается: это не CSV, или файл повреждён. Сохраните его как «CSV UTF-8».',
  noData: 'В файле нет строк с данными — только заголовок.',
  tooManyRows: (count: number) =>
    `В файле ${count.toLocaleString('ru-RU')} строк — больше 10 000. Разделите его на части.`,
  formulas: (where: string) =>
    `В файле есть формулы (${where}). Ритм не выполняет формулы: сохраните в таблице значения вместо формул.`,
  badQuotes: (line: number) => `Незакрытая кавычка в строке ${line}: проверьте эту строку файла.`,
  windows1251: 'Файл в кодировке Windows-1251 — прочитан как кириллица. Проверьте имена в предпросмотре.',
  brokenExcel: 'Не удалось открыть файл Excel: он повреждён или это не .xlsx.',
} as const;
