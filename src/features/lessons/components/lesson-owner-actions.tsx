import { Ban, CalendarClock, RotateCcw, Trash2 } from 'lucide-react';
import { useContext, useEffect, useRef, useState } from 'react';
import { type Lesson, russianDate } from '@/contract';
import { Button } from '@/ui/button';
import { RowHistorySlot } from '@/ui/row-history-slot';
import { useUpdateLesson } from '../api/use-update-lesson';
import { scheduleTexts } from '../texts';
import styles from './lesson-card.module.css';
import { LessonMoveForm } from './lesson-move-form';

type LessonOwnerActionsProps = {
  lesson: Lesson;
  schoolId: number;
  onDelete: () => void;
};

/** The owner's controls on the lesson card: cancel or restore, move, delete. */
export function LessonOwnerActions({ lesson, schoolId, onDelete }: LessonOwnerActionsProps) {
  const updateLesson = useUpdateLesson(schoolId);
  const renderHistory = useContext(RowHistorySlot);
  const [moving, setMoving] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const wasMoving = useRef(false);

  // Back from the move form, the keyboard continues on the button that opened it.
  useEffect(() => {
    if (!moving && wasMoving.current) actionsRef.current?.querySelector<HTMLElement>('[data-move]')?.focus();
    wasMoving.current = moving;
  }, [moving]);

  function handleToggleCanceled() {
    updateLesson.mutate({ lesson, changes: { is_canceled: !lesson.is_canceled } });
  }

  function handleMove(changes: Pick<Lesson, 'lesson_date' | 'start_time'>) {
    setMoving(false);
    updateLesson.mutate({ lesson, changes });
  }

  if (moving) {
    return <LessonMoveForm lesson={lesson} onSubmit={handleMove} onCancel={() => setMoving(false)} />;
  }

  return (
    <div ref={actionsRef} className={styles.ownerActions}>
      <Button size="sm" onClick={handleToggleCanceled}>
        {lesson.is_canceled ? <RotateCcw size={14} aria-hidden /> : <Ban size={14} aria-hidden />}
        {lesson.is_canceled ? scheduleTexts.restoreLesson : scheduleTexts.cancelLesson}
      </Button>
      <Button size="sm" data-move onClick={() => setMoving(true)}>
        <CalendarClock size={14} aria-hidden />
        {scheduleTexts.moveLesson}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete}>
        <Trash2 size={14} aria-hidden />
        {scheduleTexts.deleteLesson}
      </Button>
      {renderHistory?.({
        entity: 'lessons',
        id: lesson.id,
        title: `${lesson.group_name}, ${russianDate(lesson.lesson_date)} ${lesson.start_time}`,
      })}
    </div>
  );
}
