import { type FormEvent, useState } from 'react';
import { GROUP_CAPACITY_MAX } from '@/contract';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { TextField } from '@/ui/text-field';
import { groupTexts } from '../texts';
import styles from './group-tabs.module.css';

/**
 * What the dialog edits: the name always; a student group's capacity (null: no limit) and whether the school's
 * public form offers trials in it (docs/join-form.md).
 */
export type GroupFields = { name: string; capacity: number | null; openForTrials: boolean };

type GroupDialogProps = {
  open: boolean;
  title: string;
  initial: GroupFields;
  /** Student groups only: how many students the group takes, and whether it is open for trials. */
  withCapacity: boolean;
  /** A new group may go without a name: the server gives it the table's next «Новая группа N». */
  nameOptional?: boolean;
  submitLabel: string;
  onSubmit: (fields: GroupFields) => void;
  onClose: () => void;
};

/** Asks for a group's name (and a student group's capacity), to create or change it. */
export function GroupDialog({ open, title, ...form }: GroupDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={form.onClose}>
      <GroupForm {...form} />
    </Dialog>
  );
}

/** Empty is no limit; anything else must be a whole number from 1 to the most the server takes. */
function readCapacity(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value >= 1 && value <= GROUP_CAPACITY_MAX ? value : 'invalid';
}

function GroupForm({
  initial,
  withCapacity,
  nameOptional = false,
  submitLabel,
  onSubmit,
  onClose,
}: Omit<GroupDialogProps, 'open' | 'title'>) {
  const [name, setName] = useState(initial.name);
  const [capacity, setCapacity] = useState(initial.capacity === null ? '' : String(initial.capacity));
  const [openForTrials, setOpenForTrials] = useState(initial.openForTrials);
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed && !nameOptional) return;
    const room = withCapacity ? readCapacity(capacity) : null;
    if (room === 'invalid') return setProblem(groupTexts.capacityProblem(GROUP_CAPACITY_MAX));
    onSubmit({ name: trimmed, capacity: room, openForTrials: withCapacity && openForTrials });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={groupTexts.name}
        value={name}
        required={!nameOptional}
        hint={nameOptional ? groupTexts.nameHint : undefined}
        maxLength={100}
        data-autofocus
        onChange={(event) => setName(event.target.value)}
      />
      {withCapacity && (
        <TextField
          label={groupTexts.capacity}
          hint={groupTexts.capacityHint}
          inputMode="numeric"
          value={capacity}
          onChange={(event) => {
            setCapacity(event.target.value);
            setProblem(null);
          }}
        />
      )}
      {withCapacity && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={openForTrials}
            onChange={(event) => setOpenForTrials(event.target.checked)}
          />
          <span>
            {groupTexts.openForTrials}
            <span className={styles.checkHint}>{groupTexts.openForTrialsHint}</span>
          </span>
        </label>
      )}
      {problem && <ErrorMessage>{problem}</ErrorMessage>}
      <div className={styles.formActions}>
        <Button onClick={onClose}>{groupTexts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={!nameOptional && name.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
