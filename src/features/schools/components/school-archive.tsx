import { Upload } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { downloadApi, serverMessageOf } from '@/lib/http';
import { buttonClassName } from '@/ui/button-class-name';
import { ErrorMessage } from '@/ui/error-message';
import { DownloadButton } from '@/ui/export/download-button';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { useImportArchive } from '../api/use-import-archive';
import { ARCHIVE_ACCEPT, readArchiveFile } from '../archive-file';
import { schoolTexts } from '../texts';
import styles from './cabinet-settings.module.css';
import own from './school-archive.module.css';
import { SettingsSection } from './settings-section';

const texts = schoolTexts.archive;

/**
 * The school's data in one archive (docs/archive.md), on the owner's card: «Скачать архив школы» and, for a school
 * just registered, loading an archive into it (the server refuses a school that already has data).
 */
export function SchoolArchiveSection() {
  const inputId = useId();
  const load = useImportArchive();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal must fire a change.
    event.target.value = '';
    if (!file) return;
    let archive: string;
    try {
      archive = await readArchiveFile(file);
    } catch {
      notifyFailure(texts.unreadable);
      return;
    }
    load.mutate(
      { archive },
      { onSuccess: (answer) => notifySuccess(texts.loaded(answer.name, answer.rows)) },
    );
  }

  return (
    <SettingsSection title={texts.title} intro={texts.intro}>
      <div className={own.buttons}>
        <DownloadButton
          label={texts.download}
          busyLabel={texts.downloading}
          download={() => downloadApi('schoolExport')}
          failure={(error) => serverMessageOf(error) ?? texts.downloadFailed}
        />
        <input
          id={inputId}
          type="file"
          accept={ARCHIVE_ACCEPT}
          className={own.fileInput}
          onChange={(event) => void handleFile(event)}
          disabled={load.isPending}
        />
        <label htmlFor={inputId} className={buttonClassName({ size: 'sm' })}>
          <Upload size={14} aria-hidden />
          {load.isPending ? texts.loading : texts.loadHere}
        </label>
      </div>
      <p className={styles.hint}>{texts.loadHereHint}</p>
      {load.isError && <ErrorMessage>{serverMessageOf(load.error) ?? texts.loadFailed}</ErrorMessage>}
    </SettingsSection>
  );
}
