import type { ImportResult } from '@/contract';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { importTexts } from '../texts';
import styles from './import.module.css';

/** What the import did, counted by the server that did it. */
export function ImportReport({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  return (
    <div className={styles.step}>
      <Notice>{importTexts.done(result.created, result.updated)}</Notice>
      <p>{importTexts.doneSkipped(result.unchanged, result.skipped, result.invalid)}</p>
      <footer className={styles.footer}>
        <Button variant="primary" onClick={onClose} data-autofocus>
          {importTexts.close}
        </Button>
      </footer>
    </div>
  );
}
