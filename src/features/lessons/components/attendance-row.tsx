import { useState } from 'react';
import type { AttendanceRecord } from '@/contract';
import { useMarkAttendance } from '../api/use-mark-attendance';
import styles from './attendance-list.module.css';

type AttendanceRowProps = {
  record: AttendanceRecord;
  editable: boolean;
};

/**
 * One student's tick. The optimistic change reaches the cache a moment after the click, and React would
 * put a controlled checkbox back in between (a visible flicker): the row holds the clicked state itself
 * until its last mark settles. Each row has its own mutation, so that is this student's last mark.
 */
export function AttendanceRow({ record, editable }: AttendanceRowProps) {
  const markAttendance = useMarkAttendance(record.lesson_id);
  const [clicked, setClicked] = useState<boolean | null>(null);

  function handleChange(isPresent: boolean) {
    setClicked(isPresent);
    markAttendance.mutate({ studentId: record.student_id, isPresent }, { onSettled: () => setClicked(null) });
  }

  return (
    <li>
      <label className={styles.student}>
        <input
          type="checkbox"
          checked={clicked ?? record.is_present}
          disabled={!editable}
          onChange={(event) => handleChange(event.target.checked)}
        />
        <span>{record.student_name}</span>
      </label>
    </li>
  );
}
