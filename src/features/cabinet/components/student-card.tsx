import type { ReactNode } from 'react';
import type { CabinetStudentSummary } from '@/contract';
import { balanceText } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';
import { LessonItem } from './lesson-item';
import { PassItem } from './pass-item';

const texts = cabinetTexts.home;

/** One child (or the adult student themself) at a glance: money, passes, the coming lessons. */
export function StudentCard({
  student,
  cutoffMinutes,
  more,
}: {
  student: CabinetStudentSummary;
  cutoffMinutes: number;
  /** The link to the child's own page (the cabinet's routes make it). */
  more: ReactNode;
}) {
  const headingId = `cabinet-student-${student.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {student.name}
          {student.self && <span className={styles.muted}> · {texts.self}</span>}
        </h2>
        <span className={student.balance < 0 ? styles.debt : styles.balance}>
          {balanceText(student.balance)}
        </span>
      </header>
      {student.debt_visits > 0 && (
        <p className={styles.debt}>{cabinetTexts.balance.debtVisits(student.debt_visits)}</p>
      )}
      <h3 className={styles.subTitle}>{texts.passes}</h3>
      {student.passes.length === 0 ? (
        <p className={styles.muted}>{texts.noPasses}</p>
      ) : (
        <ul className={styles.list}>
          {student.passes.map((pass) => (
            <PassItem key={pass.id} pass={pass} />
          ))}
        </ul>
      )}
      <h3 className={styles.subTitle}>{texts.nextLessons}</h3>
      {student.next_lessons.length === 0 ? (
        <p className={styles.muted}>{texts.noLessons}</p>
      ) : (
        <ul className={styles.list}>
          {student.next_lessons.map((lesson) => (
            <LessonItem key={lesson.lesson_id} lesson={lesson} cutoffMinutes={cutoffMinutes} />
          ))}
        </ul>
      )}
      {more}
    </section>
  );
}
