import type { TableColumn, TableShape } from '../db/table-graph.ts';
import { invalid } from '../modules/shared/domain-errors.ts';
import type { ArchiveRow } from './archive-format.ts';

// An archive's rows held against the live table before anything is written: every column known, every value of its
// column's kind, every required one there, every row's key there once. A refusal names the table and the row.

export const badRow = (table: string, index: number, detail: string) =>
  invalid(`Архив повреждён: таблица «${table}», строка ${index + 1}: ${detail}`);

const kindWords = { integer: 'целое число', boolean: 'да/нет (true/false)', text: 'текст' } as const;

function fits(column: TableColumn, value: unknown): boolean {
  if (value === null) return column.nullable;
  if (column.kind === 'integer') return Number.isSafeInteger(value);
  if (column.kind === 'boolean') return typeof value === 'boolean';
  return typeof value === 'string';
}

/** The row's own id column: a key of one whole number that points nowhere else — the one ids are handed out for. */
export function ownKey(shape: TableShape): string | null {
  const [key, ...rest] = shape.primaryKey;
  if (!key || rest.length > 0) return null;
  const column = shape.columns.find((candidate) => candidate.name === key);
  const isReference = shape.foreignKeys.some((foreign) => foreign.column === key);
  return column?.kind === 'integer' && !isReference ? key : null;
}

/** The table's rows from the archive, checked; `secret` columns are not expected (the loader fills them). */
export function checkRows(
  shape: TableShape,
  rows: readonly unknown[],
  secret: readonly string[],
): ArchiveRow[] {
  const columns = new Map(shape.columns.map((column) => [column.name, column]));
  const required = shape.columns.filter(
    (column) =>
      !secret.includes(column.name) &&
      ((!column.nullable && !column.hasDefault) || shape.primaryKey.includes(column.name)),
  );
  const seen = new Set<string>();
  return rows.map((row, index) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row))
      throw badRow(shape.name, index, 'не объект');
    for (const [name, value] of Object.entries(row)) {
      const column = columns.get(name);
      if (!column || secret.includes(name))
        throw badRow(shape.name, index, `столбца «${name}» в этой версии Ритма нет`);
      if (!fits(column, value))
        throw badRow(
          shape.name,
          index,
          value === null
            ? `«${name}» не может быть пустым`
            : `«${name}» должно быть: ${kindWords[column.kind]}`,
        );
    }
    const missing = required.find((column) => !(column.name in row));
    if (missing) throw badRow(shape.name, index, `нет значения «${missing.name}»`);
    const key = JSON.stringify(shape.primaryKey.map((name) => (row as ArchiveRow)[name]));
    if (shape.primaryKey.length > 0 && seen.has(key))
      throw badRow(shape.name, index, 'повтор строки с тем же ключом');
    seen.add(key);
    return row as ArchiveRow;
  });
}
