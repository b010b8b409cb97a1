import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { groupTexts } from '../texts';
import styles from './group-tabs.module.css';

type GroupNameDialogProps = {
  open: boolean;
  title: string;
  initialName: string;
  submitLabel: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Asks for a group's name, to create or rename it. */
export function GroupNameDialog({
  open,
  title,
  initialName,
  submitLabel,
  onSubmit,
  onClose,
}: GroupNameDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <GroupNameForm
        initialName={initialName}
        submitLabel={submitLabel}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </Dialog>
  );
}

type GroupNameFormProps = Omit<GroupNameDialogProps, 'open' | 'title'>;

function GroupNameForm({ initialName, submitLabel, onSubmit, onClose }: GroupNameFormProps) {
  const [name, setName] = useState(initialName);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed) onSubmit(trimmed);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <TextField
        label={groupTexts.name}
        value={name}
        required
        maxLength={100}
        data-autofocus
        onChange={(event) => setName(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button onClick={onClose}>{groupTexts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={name.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
