import { makeupTexts } from '../texts';
import styles from './makeups.module.css';
import { StudentMakeups } from './student-makeups';

/** A student's make-ups under their passes on the student's card, booked and cancelled there. */
export function MakeupsSection({ studentId, canBook }: { studentId: number; canBook: boolean }) {
  return (
    <section className={styles.section} aria-label={makeupTexts.button}>
      <h4 className={styles.heading}>{makeupTexts.button}</h4>
      <StudentMakeups studentId={studentId} canBook={canBook} />
    </section>
  );
}
