import type { Student } from '@/contract';
import { formatDate } from '@/lib/dates';
import { studentTexts } from '../texts';
import styles from './student-details.module.css';

type StudentSubscriptionsProps = { student: Student };

/** The student's passes, newest first; read-only until selling passes comes with finances. */
export function StudentSubscriptions({ student }: StudentSubscriptionsProps) {
  const passes = student.subscriptions ?? [];
  if (passes.length === 0) return <p className={styles.muted}>{studentTexts.noSubscriptions}</p>;
  return (
    <ul className={styles.links} aria-label={studentTexts.subscriptionsLabel(student.name)}>
      {passes.map((pass) => (
        <li key={pass.id} className={styles.entry}>
          <span className={styles.linkName}>{pass.sub_name}</span>
          <span className={styles.muted}>
            {studentTexts.period(formatDate(pass.issued_at), formatDate(pass.expires_at))}
            {' · '}
            {pass.remaining_visits === null
              ? studentTexts.unlimited
              : studentTexts.remaining(pass.remaining_visits)}
          </span>
        </li>
      ))}
    </ul>
  );
}
