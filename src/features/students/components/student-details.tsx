import { type ReactNode, useContext } from 'react';
import type { Student } from '@/contract';
import { RowHistorySlot } from '@/ui/row-history-slot';
import type { StudentUpdate } from '../api/use-update-student';
import type { StudentOptions } from '../student-options';
import { studentTexts } from '../texts';
import { StudentClients } from './student-clients';
import styles from './student-details.module.css';
import { StudentGroups } from './student-groups';
import { StudentSubscriptions } from './student-subscriptions';

type StudentDetailsProps = {
  student: Student;
  options: StudentOptions;
  onUpdate: (update: StudentUpdate) => void;
  /** The student's money (subscriptions, balance, ledger), given by the page to roles that may see it. */
  renderAccount?: (student: Student) => ReactNode;
  /** The student's use of the parents' cabinet and an invitation, given by the page to roles that may invite. */
  renderCabinet?: (student: Student) => ReactNode;
};

/** What an expanded student shows: groups, parents and payers (linked clients), passes and money, the cabinet. */
export function StudentDetails({
  student,
  options,
  onUpdate,
  renderAccount,
  renderCabinet,
}: StudentDetailsProps) {
  const renderHistory = useContext(RowHistorySlot);
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-label={studentTexts.groups}>
        <h3 className={styles.heading}>{studentTexts.groups}</h3>
        <StudentGroups student={student} groups={options.groups} onUpdate={onUpdate} />
      </section>
      <section className={styles.section} aria-label={studentTexts.clients}>
        <h3 className={styles.heading}>{studentTexts.clients}</h3>
        <StudentClients student={student} clients={options.clients} onUpdate={onUpdate} />
      </section>
      {/* Passes are money: a role that may not read them (a manager) gets none and sees no section. */}
      {(renderAccount || student.subscriptions !== null) && (
        <section className={styles.section} aria-label={studentTexts.subscriptions}>
          <h3 className={styles.heading}>{studentTexts.subscriptions}</h3>
          {renderAccount ? renderAccount(student) : <StudentSubscriptions student={student} />}
        </section>
      )}
      {renderCabinet && student.id > 0 && (
        <section className={styles.section} aria-label={studentTexts.cabinet}>
          <h3 className={styles.heading}>{studentTexts.cabinet}</h3>
          {renderCabinet(student)}
        </section>
      )}
      {renderHistory && student.id > 0 && (
        <div>{renderHistory({ entity: 'students', id: student.id, title: student.name })}</div>
      )}
    </div>
  );
}
