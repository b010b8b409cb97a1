import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract';
import { serverMessageOf } from '@/lib/http';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Field, inputClassName } from '@/ui/field';
import styles from '@/ui/form-layout.module.css';
import { notifySuccess } from '@/ui/notify';
import { PasswordInput } from '@/ui/password-input';
import { useImportArchive } from '../api/use-import-archive';
import { ARCHIVE_ACCEPT, readArchiveFile } from '../archive-file';
import { schoolTexts } from '../texts';

const texts = schoolTexts.importArchive;

/**
 * «Загрузить архив» on the admin's schools (docs/archive.md): a school's archive becomes a new school of this
 * installation, its owner signing in with the password given here.
 */
export function ImportArchiveButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="primary" onClick={() => setOpen(true)}>
        <Upload size={14} aria-hidden />
        {texts.open}
      </Button>
      <Dialog open={open} title={texts.title} onClose={() => setOpen(false)}>
        <ImportArchiveForm onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function ImportArchiveForm({ onDone }: { onDone: () => void }) {
  const load = useImportArchive();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [unreadable, setUnreadable] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setUnreadable(false);
    let archive: string;
    try {
      archive = await readArchiveFile(file);
    } catch {
      setUnreadable(true);
      return;
    }
    load.mutate(
      { archive, owner_password: password },
      {
        onSuccess: (answer) => {
          notifySuccess(texts.done(answer.name, answer.owner_email));
          onDone();
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
      <p className={styles.hint}>{texts.intro}</p>
      <Field label={texts.file}>
        {(id) => (
          <input
            id={id}
            type="file"
            accept={ARCHIVE_ACCEPT}
            className={inputClassName}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            data-autofocus
          />
        )}
      </Field>
      <Field label={texts.password} hint={texts.passwordHint}>
        {(id) => (
          <PasswordInput
            id={id}
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      {unreadable && <ErrorMessage>{schoolTexts.archive.unreadable}</ErrorMessage>}
      {load.isError && (
        <ErrorMessage>{serverMessageOf(load.error) ?? schoolTexts.archive.loadFailed}</ErrorMessage>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>{texts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={load.isPending || !file}>
          {load.isPending ? texts.loading : texts.submit}
        </Button>
      </div>
    </form>
  );
}
