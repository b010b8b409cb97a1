import { Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import type { ImportEntity } from '@/contract';
import { ErrorMessage } from '@/ui/error-message';
import { ImportFileError } from '../file-errors';
import { readTableFile, type TableFile } from '../read-table-file';
import { importTexts } from '../texts';
import styles from './import.module.css';

type FileStepProps = { entity: ImportEntity; withOpening: boolean; onRead: (table: TableFile) => void };

const ACCEPT =
  '.csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Choosing (or dropping) the file: it is read in the browser, and a file that cannot be imported says why. */
export function FileStep({ entity, withOpening, onRead }: FileStepProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function read(file: File | undefined) {
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      onRead(await readTableFile(file));
    } catch (failure) {
      setError(failure instanceof ImportFileError ? failure.message : importTexts.unreadable);
    } finally {
      setReading(false);
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    void read(event.target.files?.[0]);
    // The same file chosen again after a fix must fire a change.
    event.target.value = '';
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    void read(event.dataTransfer.files[0]);
  }

  return (
    <div className={styles.step}>
      <p className={styles.hint}>{importTexts.intro}</p>
      {entity === 'students' && <p className={styles.hint}>{importTexts.studentsIntro}</p>}
      {entity === 'opening' && <p className={styles.hint}>{importTexts.openingOnlyIntro}</p>}
      {withOpening && <p className={styles.hint}>{importTexts.openingIntro}</p>}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the input is the accessible way. */}
      <div className={styles.drop} onDragOver={(event) => event.preventDefault()} onDrop={handleDrop}>
        <Upload size={20} aria-hidden />
        <label htmlFor={inputId} className={styles.fileButton}>
          {reading ? importTexts.reading : importTexts.chooseFile}
        </label>
        <span className={styles.hint}>{importTexts.dropHint}</span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className={styles.fileInput}
          onChange={handleChange}
          disabled={reading}
          data-autofocus
        />
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </div>
  );
}
