import { SelectField } from '@/ui/select-field';
import { financeTexts } from '../texts';

type StudentSelectProps = {
  students: readonly { id: number; name: string }[];
  /** The chosen student's id as text, '' for none (useChosenStudent). */
  value: string;
  onChange: (id: string) => void;
};

/**
 * Whom a money form is for. A list of one shows that student, chosen, so the person at the desk sees whose money
 * it is; a longer list starts with nobody chosen, by name in Russian order.
 */
export function StudentSelect({ students, value, onChange }: StudentSelectProps) {
  const byName = students
    .toSorted((a, b) => a.name.localeCompare(b.name, 'ru'))
    .map((student) => ({ value: String(student.id), label: student.name }));
  const options =
    students.length === 1 ? byName : [{ value: '', label: financeTexts.chooseStudent }, ...byName];
  return (
    <SelectField
      label={financeTexts.student}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={options}
    />
  );
}
