import { SelectField } from '@/ui/select-field';
import { financeTexts } from '../texts';
import styles from './finances.module.css';

type StudentSelectProps = {
  students: readonly { id: number; name: string }[];
  /** The chosen student's id as text, '' for none (useChosenStudent). */
  value: string;
  onChange: (id: string) => void;
};

/**
 * Whom a money form is for: nothing while the list is empty (it is still arriving). A list of one names that student (there is nothing to choose, and the person at the desk
 * still sees whose money it is); a longer list starts with nobody chosen, by name in Russian order.
 */
export function StudentSelect({ students, value, onChange }: StudentSelectProps) {
  const [only] = students;
  if (!only) return null;
  if (students.length === 1) {
    return (
      <p className={styles.muted}>
        {financeTexts.student}: <strong>{only.name}</strong>
      </p>
    );
  }
  return (
    <SelectField
      label={financeTexts.student}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: financeTexts.chooseStudent },
        ...students
          .toSorted((a, b) => a.name.localeCompare(b.name, 'ru'))
          .map((student) => ({ value: String(student.id), label: student.name })),
      ]}
    />
  );
}
