import { type FormEvent, useState } from 'react';
import type { ClosureCreateInput, Group } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import { TextField } from '@/ui/text-field';
import { closureTexts } from '../closure-texts';
import styles from './closures.module.css';

type ClosureFormProps = {
  groups: readonly Pick<Group, 'id' | 'name'>[];
  pending: boolean;
  /** Why the last save was refused; cleared by the owner of the form when a field changes. */
  error: string | null;
  onEdit: () => void;
  onSubmit: (input: ClosureCreateInput, done: () => void) => void;
};

const emptyForm = (today: string) => ({
  from: today,
  to: today,
  reason: '',
  groupIds: [] as number[],
});

/** A closure's days, reason and what closes: the whole school (nothing ticked) or the ticked groups. */
export function ClosureForm({ groups, pending, error, onEdit, onSubmit }: ClosureFormProps) {
  const clock = useSchoolClock();
  const [values, setValues] = useState(() => emptyForm(clock.today()));

  function change(next: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...next }));
    onEdit();
  }

  function toggleGroup(id: number, on: boolean) {
    change({ groupIds: on ? [...values.groupIds, id] : values.groupIds.filter((group) => group !== id) });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(
      { starts_on: values.from, ends_on: values.to, reason: values.reason, group_ids: values.groupIds },
      () => setValues(emptyForm(clock.today())),
    );
  }

  return (
    <form className={styles.form} aria-label={closureTexts.title} onSubmit={handleSubmit}>
      <div className={styles.fields}>
        <DateField
          label={closureTexts.from}
          required
          value={values.from}
          onChange={(from) => change({ from })}
        />
        <DateField label={closureTexts.to} required value={values.to} onChange={(to) => change({ to })} />
        <TextField
          label={closureTexts.reason}
          required
          maxLength={200}
          placeholder={closureTexts.reasonPlaceholder}
          value={values.reason}
          onChange={(event) => change({ reason: event.target.value })}
        />
      </div>
      <fieldset className={styles.groups}>
        <legend>{closureTexts.groupsLegend}</legend>
        <label>
          <input
            type="checkbox"
            checked={values.groupIds.length === 0}
            onChange={() => change({ groupIds: [] })}
          />
          {closureTexts.wholeSchool}
        </label>
        {groups.map((group) => (
          <label key={group.id}>
            <input
              type="checkbox"
              checked={values.groupIds.includes(group.id)}
              onChange={(event) => toggleGroup(group.id, event.target.checked)}
            />
            {group.name}
          </label>
        ))}
      </fieldset>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? closureTexts.creating : closureTexts.create}
        </Button>
      </div>
    </form>
  );
}
