import type { Student } from '@/contract';
import { formatDate } from '@/lib/dates';
import { studentTexts } from '../texts';
import styles from './student-details.module.css';

type StudentSubscriptionsProps = { student: Student };

/** The student's passes, newest first; read-only until selling passes comes with finances. */
export function StudentSubscriptions({ student }: StudentSubscriptionsProps) {
  if (student.subscriptions.length === 0)
    return <p className={styles.muted}>{studentTexts.noSubscriptions}</p>;
  return (
    <table className={styles.passes} aria-label={studentTexts.subscriptionsLabel(student.name)}>
      <thead>
        <tr>
          <th scope="col">{studentTexts.subName}</th>
          <th scope="col">{studentTexts.issuedAt}</th>
          <th scope="col">{studentTexts.expiresAt}</th>
          <th scope="col">{studentTexts.remaining}</th>
        </tr>
      </thead>
      <tbody>
        {student.subscriptions.map((pass) => (
          <tr key={pass.id}>
            <td>{pass.sub_name}</td>
            <td>{formatDate(pass.issued_at)}</td>
            <td>{formatDate(pass.expires_at)}</td>
            <td>{pass.remaining_visits ?? studentTexts.unlimited}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
