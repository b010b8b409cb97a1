import { type ImportField, importFieldLabels } from '@/contract';
import { inputClassName } from '@/ui/field';
import { Table } from '@/ui/table';
import type { ColumnMapping } from '../column-mapping';
import type { TableFile } from '../read-table-file';
import { importTexts } from '../texts';
import styles from './import.module.css';

type MappingTableProps = {
  fields: readonly ImportField[];
  file: TableFile;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
};

/** The first filled cells of a column, to recognise it by. */
function sampleOf(file: TableFile, column: number): string {
  const values: string[] = [];
  for (const row of file.rows) {
    const cell = row[column];
    if (cell) values.push(cell);
    if (values.length === 2) break;
  }
  return values.join(' · ');
}

/** Each file column with a sample and the field it is imported as; choosing a taken field frees its old column. */
export function MappingTable({ fields, file, mapping, onChange }: MappingTableProps) {
  function choose(column: number, value: string) {
    const field = value === '' ? null : (value as ImportField);
    onChange(mapping.map((current, at) => (at === column ? field : current === field ? null : current)));
  }

  return (
    <div className={styles.compact}>
      <Table
        label={importTexts.mappingTitle}
        headers={[importTexts.column, importTexts.sample, importTexts.field]}
        framed
      >
        {file.headers.map((header, column) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns never move; two may share a header.
          <tr key={column}>
            <td className={styles.header}>{header}</td>
            <td className={styles.sample} title={sampleOf(file, column)}>
              {sampleOf(file, column)}
            </td>
            <td className={styles.fieldCell}>
              <select
                className={inputClassName}
                aria-label={importTexts.fieldOf(header)}
                value={mapping[column] ?? ''}
                onChange={(event) => choose(column, event.target.value)}
              >
                <option value="">{importTexts.skipColumn}</option>
                {fields.map((field) => (
                  <option key={field} value={field}>
                    {importFieldLabels[field]}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
