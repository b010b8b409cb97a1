import { russianDate, wallTimeIn } from '../../../../src/contract/index.ts';
import { type ExportColumn, toCsv } from '../../../../src/contract/table-export.ts';
import type { ArchiveRow, ArchiveValue } from '../../archive/archive-format.ts';
import type { ZipEntry } from '../../archive/zip-file.ts';
import { headerOf, moneyColumns, tableTitles } from './csv-headers.ts';
import type { ArchivedTable } from './school-rows.ts';

// The files of an archive (docs/archive.md): the JSON that holds everything, a CSV per table for Excel (Russian
// headers, UTF-8 with BOM and `;`, as the SPA's exports), and a note saying what is where.

export const CSV_FOLDER = 'Таблицы для Excel';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A cell as a person reads it: `да`/`нет`, `дд.мм.гггг`, an instant as the school's `дд.мм.гггг чч:мм`. */
function shown(value: ArchiveValue, zone: string): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'number') return String(value);
  if (DATE.test(value)) return russianDate(value);
  if (INSTANT.test(value)) {
    const wall = wallTimeIn(zone, new Date(value));
    return `${russianDate(wall.date)} ${wall.time}`;
  }
  return value;
}

function columnsOf(table: ArchivedTable, zone: string): ExportColumn<ArchiveRow>[] {
  const names = table.rows[0] ? Object.keys(table.rows[0]) : table.shape.columns.map((column) => column.name);
  return names.map((name): ExportColumn<ArchiveRow> => {
    const header = headerOf(table.shape.name, name) ?? name;
    if (moneyColumns.has(name))
      return { header, kind: 'money', value: (row) => (typeof row[name] === 'number' ? row[name] : null) };
    return { header, kind: 'text', value: (row) => shown(row[name] ?? null, zone) };
  });
}

/** A CSV per table, numbered in the JSON's order (parents first), named in Russian. */
export function csvEntries(tables: readonly ArchivedTable[], zone: string): ZipEntry[] {
  return tables.map((table, index) => {
    const title = tableTitles[table.shape.name] ?? table.shape.name;
    const name = `${String(index + 1).padStart(2, '0')} ${title}`;
    return {
      name: `${CSV_FOLDER}/${name}.csv`,
      content: toCsv({ name, columns: columnsOf(table, zone), rows: table.rows }),
    };
  });
}

/** The tables as the JSON holds them: by name, in order. */
export const tablesJson = (tables: readonly ArchivedTable[]) =>
  Object.fromEntries(tables.map((table) => [table.shape.name, table.rows]));

/** The note at the top of the archive. */
export function readme(kind: 'school' | 'family', json: string, excluded: Record<string, string>): ZipEntry {
  const lines =
    kind === 'school'
      ? [
          'Архив школы из Ритма.',
          '',
          `${json} — все данные школы: его загружает Ритм (страница «Школы» администратора или новая школа владельца).`,
          `«${CSV_FOLDER}» — те же строки по таблицам, для просмотра в Excel. Суммы — в рублях, время — по часовому поясу школы.`,
        ]
      : [
          'Данные семьи из Ритма (ответ на запрос по 152-ФЗ).',
          '',
          `${json} — все строки о клиенте и его учениках: посещения, абонементы, деньги, согласия, сообщения.`,
          `«${CSV_FOLDER}» — те же строки по таблицам, для просмотра в Excel.`,
        ];
  const left = Object.entries(excluded).map(([table, reason]) => `- ${table}: ${reason}`);
  return {
    name: 'Прочтите.txt',
    content: [
      ...lines,
      '',
      'Не выгружается (секреты и служебное):',
      '- пароли сотрудников (хэши), коды входа в кабинет;',
      ...left,
      '',
    ].join('\r\n'),
  };
}
