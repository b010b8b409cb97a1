import type { ReactNode } from 'react';
import type { CabinetStudent } from '@/contract';
import { balanceText } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';
import { LedgerList } from './ledger-list';
import { LessonItem } from './lesson-item';
import { MakeupsCard } from './makeups-card';
import { OffersCard } from './offers-card';
import { PassItem } from './pass-item';

const texts = cabinetTexts.student;

type StudentPageProps = {
  student: CabinetStudent;
  cutoffMinutes: number;
  /** The way back to the first view (the cabinet's routes make it). */
  back: ReactNode;
};

/**
 * One child's page: the month's lessons, the make-ups of excused absences, visits of the last half year, passes, and
 * every line of money.
 */
export function StudentPage({ student, cutoffMinutes, back }: StudentPageProps) {
  return (
    <>
      {back}
      <OffersCard studentId={student.id} />
      <section className={styles.card} aria-labelledby="cabinet-student">
        <header className={styles.cardHead}>
          <h1 id="cabinet-student" className={styles.heading}>
            {student.name}
          </h1>
          <span className={student.balance < 0 ? styles.debt : styles.balance}>
            {balanceText(student.balance)}
          </span>
        </header>
        <h2 className={styles.subTitle}>{cabinetTexts.home.passes}</h2>
        {student.passes.length === 0 ? (
          <p className={styles.muted}>{cabinetTexts.home.noPasses}</p>
        ) : (
          <ul className={styles.list}>
            {student.passes.map((pass) => (
              <PassItem key={pass.id} pass={pass} canFreeze />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="cabinet-timetable">
        <h2 id="cabinet-timetable" className={styles.cardTitle}>
          {texts.timetable}
        </h2>
        <ul className={styles.list}>
          {student.lessons.map((lesson) => (
            <LessonItem
              key={lesson.lesson_id}
              lesson={lesson}
              cutoffMinutes={cutoffMinutes}
              past={!lesson.can_announce && lesson.mark !== null && !lesson.announced}
            />
          ))}
        </ul>
      </section>
      <MakeupsCard studentId={student.id} />
      <section className={styles.card} aria-labelledby="cabinet-history">
        <h2 id="cabinet-history" className={styles.cardTitle}>
          {texts.history}
        </h2>
        {student.history.length === 0 ? (
          <p className={styles.muted}>{texts.noHistory}</p>
        ) : (
          <ul className={styles.list}>
            {student.history.map((lesson) => (
              <LessonItem key={lesson.lesson_id} lesson={lesson} cutoffMinutes={cutoffMinutes} past />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="cabinet-money">
        <h2 id="cabinet-money" className={styles.cardTitle}>
          {texts.money}
        </h2>
        <p className={styles.muted}>{texts.why}</p>
        <LedgerList entries={student.entries} />
      </section>
    </>
  );
}
