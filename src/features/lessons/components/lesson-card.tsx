import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { can, type Lesson } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { lessonQueries } from '../api/lesson-queries';
import { LessonGroupSlot } from '../lesson-group-slot';
import { canMarkAttendance, type ScheduleViewer } from '../lesson-permissions';
import { LessonWaitlistSlot } from '../lesson-waitlist-slot';
import { scheduleTexts } from '../texts';
import { AttendanceList } from './attendance-list';
import styles from './lesson-card.module.css';
import { LessonDetails } from './lesson-details';
import { LessonOwnerActions } from './lesson-owner-actions';

type LessonCardProps = {
  lessonId: number;
  /** The calendar's copy, shown at once while the full lesson loads. */
  summary: Lesson | undefined;
  schoolId: number;
  viewer: ScheduleViewer;
  onDelete: (lesson: Lesson) => void;
};

function attendanceNote(lesson: Lesson, viewer: ScheduleViewer): string | null {
  if (lesson.is_canceled) return scheduleTexts.attendanceCanceled;
  return canMarkAttendance(viewer, lesson) ? null : scheduleTexts.attendanceReadOnly;
}

/** The content of the lesson modal: details, the owner's controls, attendance. */
export function LessonCard({ lessonId, summary, schoolId, viewer, onDelete }: LessonCardProps) {
  const detail = useQuery(lessonQueries.detail(lessonId));
  const lesson = detail.data ?? summary;
  const groupActions = use(LessonGroupSlot);
  const waitlist = use(LessonWaitlistSlot);

  if (!lesson) {
    return detail.isError ? (
      <ErrorMessage>{toErrorMessage(detail.error, 'lessons')}</ErrorMessage>
    ) : (
      <Loader />
    );
  }

  const note = attendanceNote(lesson, viewer);
  return (
    <div className={styles.card}>
      <LessonDetails lesson={lesson} />
      {groupActions && <div className={styles.groupActions}>{groupActions(lesson)}</div>}
      {can(viewer.role, 'lessons:update') && (
        <LessonOwnerActions lesson={lesson} schoolId={schoolId} onDelete={() => onDelete(lesson)} />
      )}
      <AttendanceList lessonId={lesson.id} editable={note === null} readOnlyNote={note} />
      {/* A lesson held keeps a line for its seats; a cancelled one has none. */}
      {waitlist && !lesson.is_canceled && waitlist(lesson)}
    </div>
  );
}
