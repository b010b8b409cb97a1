import { type ImportResult, type ImportRowResult, importOutcomes, importOutcomeTotals } from '@/contract';
import { Table } from '@/ui/table';
import type { TableFile } from '../read-table-file';
import { importTexts } from '../texts';
import styles from './import.module.css';

/** How many rows of problems and duplicates the preview lists; the rest are counted. */
const LISTED_ROWS = 100;

type PreviewPanelProps = {
  file: TableFile;
  /** The file's column that holds names, to show whose row it is. */
  nameColumn: number;
  result: ImportResult;
};

function whyText(row: ImportRowResult, file: TableFile): string {
  if (row.problems.length > 0) return row.problems.join('; ');
  if (row.match?.kind === 'existing') return importTexts.existing(row.match.name);
  if (row.match?.kind === 'row')
    return importTexts.repeats(file.lines[row.match.index] ?? row.match.index + 2);
  return '';
}

/** The server's dry run: how many rows of each kind, and every row that is not a plain new one, with why. */
export function PreviewPanel({ file, nameColumn, result }: PreviewPanelProps) {
  const notable = result.rows.flatMap((row, index) => (row.outcome === 'create' ? [] : [{ row, index }]));
  return (
    <section className={styles.step} aria-label={importTexts.previewTitle}>
      <ul className={styles.summary}>
        {importOutcomes.map((outcome) => (
          <li key={outcome} className={outcome === 'invalid' && result.invalid > 0 ? styles.bad : undefined}>
            {importTexts.summary[outcome]}:{' '}
            <strong>{result[importOutcomeTotals[outcome]].toLocaleString('ru-RU')}</strong>
          </li>
        ))}
      </ul>
      {notable.length === 0 ? (
        <p className={styles.hint}>{importTexts.nothingToReport}</p>
      ) : (
        // A scrolled list is reached by the keyboard too (Tab, then the arrows).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be focusable to be scrolled without a mouse.
        <section className={styles.rows} tabIndex={0} aria-label={importTexts.onlyProblems}>
          <Table
            label={importTexts.onlyProblems}
            headers={[importTexts.line, importTexts.name, importTexts.outcome, importTexts.why]}
          >
            {notable.slice(0, LISTED_ROWS).map(({ row, index }) => (
              <tr key={index}>
                <td className={styles.line}>{file.lines[index]}</td>
                <td>{file.rows[index]?.[nameColumn] || '—'}</td>
                <td className={row.outcome === 'invalid' ? styles.bad : undefined}>
                  {importTexts.outcomes[row.outcome]}
                </td>
                <td>{whyText(row, file)}</td>
              </tr>
            ))}
          </Table>
          {notable.length > LISTED_ROWS && (
            <p className={styles.hint}>{importTexts.more(notable.length - LISTED_ROWS)}</p>
          )}
        </section>
      )}
    </section>
  );
}
