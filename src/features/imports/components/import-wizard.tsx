import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type DuplicateAction, duplicateActions, type ImportEntity, type ImportResult } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { saveFile } from '@/ui/export/save-file';
import { toCsv } from '@/ui/export/to-csv';
import { Loader } from '@/ui/loader';
import { listsImportFills, previewQuery, sendImport } from '../api/import-api';
import { autoMapColumns, type ColumnMapping, fieldsOf, mappedRows } from '../column-mapping';
import { problemRowsTable } from '../problem-rows';
import type { TableFile } from '../read-table-file';
import { importTexts } from '../texts';
import { FileStep } from './file-step';
import styles from './import.module.css';
import { ImportReport } from './import-report';
import { MappingTable } from './mapping-table';
import { PreviewPanel } from './preview-panel';

type ImportWizardProps = {
  entity: ImportEntity;
  /** Whether the mapping offers opening passes and balances (students and opening; `opening-balances:import`). */
  withOpening: boolean;
  onClose: () => void;
};

/**
 * File → columns → preview → import. The preview is the server's dry run of exactly the request the import
 * sends, rerun whenever the mapping or the duplicate choice changes; nothing is written before «Загрузить».
 */
export function ImportWizard({ entity, withOpening, onClose }: ImportWizardProps) {
  const fields = fieldsOf(entity, withOpening);
  const files = useRef(0);
  const [file, setFile] = useState<(TableFile & { id: number }) | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  // The opening import only finds students: a found one gets its new pass and balance, there is nothing to choose.
  const findsOnly = entity === 'opening';
  const [onDuplicate, setOnDuplicate] = useState<DuplicateAction>(findsOnly ? 'update' : 'skip');
  const [report, setReport] = useState<ImportResult | null>(null);

  const mapped = file ? mappedRows(mapping, file.rows) : { columns: [], rows: [] };
  const hasName = mapped.columns.includes('name');
  const request = { columns: mapped.columns, on_duplicate: onDuplicate };
  const preview = useQuery({
    ...previewQuery({ entity, fileId: file?.id ?? 0, request }, mapped.rows),
    enabled: file !== null && hasName,
  });
  const submit = useWrite({
    mutationKey: mutationKey('imports', 'send'),
    request: () => sendImport(entity, { ...request, rows: mapped.rows, dry_run: false }),
    // The answer counts the rows written; the lists they went to are read again.
    refresh: () => listsImportFills[entity].map((queryKey) => ({ queryKey })),
    onSuccess: (result) => setReport(result),
  });

  if (report) return <ImportReport result={report} onClose={onClose} />;
  if (!file)
    return (
      <FileStep
        entity={entity}
        withOpening={withOpening}
        onRead={(table) => {
          files.current += 1;
          setFile({ ...table, id: files.current });
          setMapping(autoMapColumns(fields, table.headers));
        }}
      />
    );

  const writes = preview.data ? preview.data.created + preview.data.updated : 0;
  const title = importTexts.title(entity);
  return (
    <div className={styles.wizard}>
      <div className={styles.fileLine}>
        <span>{importTexts.fileSummary(file.fileName, file.rows.length)}</span>
        <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
          {importTexts.otherFile}
        </Button>
      </div>
      {file.notice && <p className={styles.notice}>{file.notice}</p>}
      <p className={styles.hint}>{importTexts.mappingHint}</p>
      <MappingTable fields={fields} file={file} mapping={mapping} onChange={setMapping} />
      {!findsOnly && (
        <fieldset className={styles.duplicates}>
          <legend>{importTexts.duplicatesTitle}</legend>
          {duplicateActions.map((action) => (
            <label key={action} className={styles.choice}>
              <input
                type="radio"
                name="on-duplicate"
                value={action}
                checked={onDuplicate === action}
                onChange={() => setOnDuplicate(action)}
              />
              {importTexts.duplicateActions[action]}
            </label>
          ))}
        </fieldset>
      )}
      {!hasName && <ErrorMessage>{importTexts.needName}</ErrorMessage>}
      {hasName && preview.isPending && <Loader label={importTexts.checking} />}
      {hasName && preview.isError && <ErrorMessage>{toErrorMessage(preview.error, 'imports')}</ErrorMessage>}
      {hasName && preview.data && (
        <PreviewPanel file={file} nameColumn={mapping.indexOf('name')} result={preview.data} />
      )}
      {submit.isError && <ErrorMessage>{toErrorMessage(submit.error, 'imports')}</ErrorMessage>}
      <footer className={styles.footer}>
        {preview.data && preview.data.invalid > 0 && (
          <>
            <span className={styles.hint}>{importTexts.invalidLeftOut(preview.data.invalid)}</span>
            <Button
              size="sm"
              onClick={() => {
                const table = problemRowsTable(file, preview.data, title);
                saveFile(`${table.name}.csv`, new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
              }}
            >
              {importTexts.downloadProblems}
            </Button>
          </>
        )}
        <Button
          variant="primary"
          onClick={() => submit.mutate()}
          disabled={!preview.data || writes === 0 || submit.isPending}
          aria-busy={submit.isPending}
        >
          {submit.isPending ? importTexts.submitting : importTexts.submit(writes)}
        </Button>
      </footer>
    </div>
  );
}
