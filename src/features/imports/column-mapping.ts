import {
  type ImportEntity,
  type ImportField,
  importFieldHeaders,
  importFields,
  openingImportFields,
} from '@/contract';

/** What each file column is imported as: a field, or null for a column left out. */
export type ColumnMapping = (ImportField | null)[];

/** A header as the synonym lists write it: lower case, «ё» as «е», words separated by single spaces. */
export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Maps a file's headers to the table's fields by the synonym lists: Ритм's own headers, the usual Russian ones,
 * English ones. A stronger synonym (earlier in its list) wins a field first, so in a lead file exported by Ритм
 * «Имя» is the name and «Ученик» (the conversion date) is left out; each field takes one column.
 */
export function autoMapColumns(fields: readonly ImportField[], headers: readonly string[]): ColumnMapping {
  const candidates: { column: number; field: ImportField; strength: number }[] = [];
  headers.forEach((header, column) => {
    const key = headerKey(header);
    for (const field of fields) {
      const strength = importFieldHeaders[field].indexOf(key);
      if (strength >= 0) candidates.push({ column, field, strength });
    }
  });
  candidates.sort((a, b) => a.strength - b.strength || a.column - b.column);

  const mapping: ColumnMapping = headers.map(() => null);
  const taken = new Set<ImportField>();
  for (const { column, field } of candidates) {
    if (mapping[column] !== null || taken.has(field)) continue;
    mapping[column] = field;
    taken.add(field);
  }
  return mapping;
}

/** The request's columns and each row's cells of the mapped columns only, in the same order. */
export function mappedRows(mapping: ColumnMapping, rows: readonly string[][]) {
  const used = mapping.flatMap((field, column) => (field === null ? [] : [{ field, column }]));
  return {
    columns: used.map(({ field }) => field),
    rows: rows.map((row) => used.map(({ column }) => row[column] ?? '')),
  };
}

/** The fields a table's import offers; the opening passes and balances only to whom may load money. */
export function fieldsOf(entity: ImportEntity, withOpening: boolean): readonly ImportField[] {
  const fields: readonly ImportField[] = importFields[entity];
  return withOpening ? fields : fields.filter((field) => !openingImportFields.includes(field));
}
