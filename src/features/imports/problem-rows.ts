import type { ImportResult } from '@/contract';
import type { ExportColumn, ExportTable } from '@/ui/export/export-columns';
import type { TableFile } from './read-table-file';
import { importTexts } from './texts';

type ProblemRow = { cells: string[]; problems: string[] };

/**
 * The rows that could not be imported, as a file to fix and import again: the file's own columns, as they were,
 * and a last column with the problems.
 */
export function problemRowsTable(
  file: TableFile,
  result: ImportResult,
  title: string,
): ExportTable<ProblemRow> {
  const columns: ExportColumn<ProblemRow>[] = [
    ...file.headers.map((header, at) => ({
      header,
      kind: 'text' as const,
      value: (row: ProblemRow) => row.cells[at] ?? '',
    })),
    { header: importTexts.problemsColumn, kind: 'text', value: (row) => row.problems.join('; ') },
  ];
  const rows = result.rows.flatMap((row, index) =>
    row.outcome === 'invalid' ? [{ cells: file.rows[index] ?? [], problems: row.problems }] : [],
  );
  return { name: importTexts.problemsFile(title), columns, rows };
}
