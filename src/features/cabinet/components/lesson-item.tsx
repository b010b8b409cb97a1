import type { CabinetLesson } from '@/contract';
import { serverMessageOf } from '@/lib/http-client';
import { Button } from '@/ui/button';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { useAbsence } from '../api/cabinet-mutations';
import { lessonDay, markText } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.lesson;

type LessonItemProps = {
  lesson: CabinetLesson;
  /** The school's cut-off, for the words under a lesson whose «не придём» has closed. */
  cutoffMinutes: number;
  /** Past lessons show their mark; coming ones offer «не придём». */
  past?: boolean;
};

/** One lesson of one child: when, where, with whom — and «Не придём» while it is still open. */
export function LessonItem({ lesson, cutoffMinutes, past = false }: LessonItemProps) {
  const absence = useAbsence();
  const details = [lesson.style_name, lesson.teacher_name].filter(Boolean).join(' · ');

  function toggle(announce: boolean) {
    absence.mutate(
      { lesson, announce },
      {
        onSuccess: () => notifySuccess(announce ? texts.saved : texts.undone),
        onError: (error) => notifyFailure(serverMessageOf(error) ?? texts.failed),
      },
    );
  }

  return (
    <li className={styles.lesson}>
      <div className={styles.when}>
        <span className={styles.day}>{lessonDay(lesson.date)}</span>
        <span className={styles.time}>{lesson.start_time}</span>
      </div>
      <div className={styles.what}>
        <span className={styles.group}>{lesson.group_name}</span>
        {details && <span className={styles.muted}>{details}</span>}
        {lesson.makeup_id !== null && <span className={styles.badge}>{cabinetTexts.makeups.guest}</span>}
        {lesson.is_canceled && <span className={styles.badgeDanger}>{texts.canceled}</span>}
        {past && !lesson.is_canceled && <span className={styles.badge}>{markText(lesson.mark)}</span>}
        {!past && lesson.announced && <span className={styles.badge}>{texts.announced}</span>}
        {!past &&
          !lesson.is_canceled &&
          lesson.mark === null &&
          !lesson.can_announce &&
          lesson.makeup_id === null && <span className={styles.muted}>{texts.closed(cutoffMinutes)}</span>}
      </div>
      {!past && lesson.can_announce && (
        <Button
          size="sm"
          variant="secondary"
          disabled={absence.isPending}
          onClick={() => toggle(!lesson.announced)}
          aria-label={`${lesson.announced ? texts.undo : texts.absent}: ${lessonDay(lesson.date)}, ${lesson.start_time}`}
        >
          {lesson.announced ? texts.undo : texts.absent}
        </Button>
      )}
    </li>
  );
}
