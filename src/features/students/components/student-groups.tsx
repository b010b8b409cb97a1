import { X } from 'lucide-react';
import { useId } from 'react';
import type { GroupRef, Student } from '@/contract';
import { inputClassName } from '@/ui/field';
import { Tag } from '@/ui/tag';
import { tagColorOf } from '@/ui/tag-color';
import type { StudentUpdate } from '../api/use-update-student';
import type { StudentOptions } from '../student-options';
import { studentTexts } from '../texts';
import styles from './student-details.module.css';

type StudentGroupsProps = {
  student: Student;
  groups: StudentOptions['groups'];
  onUpdate: (update: StudentUpdate) => void;
};

/** Every group of the student: leave one, or join another (the table's column shows only the first). */
export function StudentGroups({ student, groups, onUpdate }: StudentGroupsProps) {
  const addId = useId();
  const colors = new Map(groups.map((group) => [group.id, group.color]));
  const joined = new Set(student.groups.map((group) => group.id));

  function save(next: GroupRef[]) {
    const sorted = next.toSorted((a, b) => a.id - b.id);
    onUpdate({
      id: student.id,
      changes: { groups: sorted.map((group) => group.id) },
      preview: { groups: sorted, group_id: sorted[0]?.id ?? null },
    });
  }

  function handleJoin(id: string) {
    const group = groups.find((item) => item.id === Number(id));
    if (group) save([...student.groups, { id: group.id, name: group.name }]);
  }

  return (
    <div className={styles.groups}>
      {student.groups.length === 0 && <span className={styles.muted}>{studentTexts.noGroups}</span>}
      {student.groups.map((group) => (
        <span key={group.id} className={styles.groupTag}>
          <Tag color={tagColorOf(colors.get(group.id))}>{group.name}</Tag>
          <button
            type="button"
            className={styles.leave}
            aria-label={studentTexts.leaveGroup(group.name)}
            title={studentTexts.leaveGroup(group.name)}
            disabled={student.id < 0}
            onClick={() => save(student.groups.filter((item) => item.id !== group.id))}
          >
            <X size={12} aria-hidden />
          </button>
        </span>
      ))}
      <label htmlFor={addId} className="visually-hidden">
        {studentTexts.joinGroup}
      </label>
      <select
        id={addId}
        className={`${inputClassName} ${styles.join}`}
        value=""
        disabled={student.id < 0}
        onChange={(event) => handleJoin(event.target.value)}
      >
        <option value="">{studentTexts.joinGroup}</option>
        {groups
          .filter((group) => !joined.has(group.id))
          .map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
      </select>
    </div>
  );
}
