import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { can, type UnmarkedLesson } from '@/contract';
import { dayjs } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import notice from '@/ui/action-notice.module.css';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { attendanceQueries } from '../api/attendance-queries';
import { useDismissUnmarked } from '../api/use-dismiss-unmarked';
import type { ScheduleViewer } from '../lesson-permissions';
import { lessonTimeRange } from '../lesson-time';
import { scheduleTexts } from '../texts';
import { LessonDialog } from './lesson-dialog';
import styles from './unmarked-lessons-notice.module.css';

const texts = scheduleTexts.pastUnmarked;

type UnmarkedLessonsNoticeProps = { schoolId: number; viewer: ScheduleViewer };

const dayOf = (lesson: UnmarkedLesson) => dayjs(lesson.lesson_date).format('D MMMM, dd');

/** What a screen reader hears for a row's buttons: the day, the time and the group. */
const labelOf = (lesson: UnmarkedLesson) =>
  `${dayjs(lesson.lesson_date).format('D MMMM')} ${lessonTimeRange(lesson)} ${lesson.group_name}`;

/**
 * «Не отмечены прошедшие занятия» (docs/api-schedule.md, «Не отмечены»): past lessons whose roll still has
 * students without a mark, for whoever may see them (the front desk and the owner: the school's; a teacher: their
 * own). «Открыть» opens the lesson card the calendar opens, to mark there; «Скрыть» stops the reminder for that
 * lesson. A lesson leaves the list by itself once its roll is marked.
 */
export function UnmarkedLessonsNotice({ schoolId, viewer }: UnmarkedLessonsNoticeProps) {
  const visible = can(viewer.role, 'lessons:unmarked');
  const mayDismiss = can(viewer.role, 'lessons:dismiss-unmarked');
  const lessons = useQuery({ ...attendanceQueries.unmarked(), enabled: visible });
  const dismiss = useDismissUnmarked();
  const [openLessonId, setOpenLessonId] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();

  if (!visible) return null;
  const rows = lessons.data ?? [];

  function handleDismiss(index: number) {
    const lesson = rows[index];
    if (!lesson) return;
    // The row is about to go: the keyboard moves on to the next one (or the one before), not to the page's top.
    const neighbour = rows[index + 1] ?? rows[index - 1];
    if (neighbour)
      list.current?.querySelector<HTMLElement>(`[data-dismiss="${neighbour.lesson_id}"]`)?.focus();
    dismiss.mutate(lesson.lesson_id);
  }

  return (
    <>
      {lessons.isError && <ErrorMessage>{toErrorMessage(lessons.error, 'lessons')}</ErrorMessage>}
      {rows.length > 0 && (
        <section className={styles.notice} aria-labelledby={titleId}>
          <h3 id={titleId} className={notice.title}>
            {texts.title(rows.length)}
          </h3>
          <p className={notice.hint}>{mayDismiss ? `${texts.hint} ${texts.dismissHint}` : texts.hint}</p>
          <ul ref={list} className={notice.list} aria-label={texts.list}>
            {rows.map((lesson, index) => (
              <li key={lesson.lesson_id} className={notice.row}>
                <span className={styles.when}>
                  {dayOf(lesson)} · {lessonTimeRange(lesson)}
                </span>
                <span className={styles.group}>{lesson.group_name}</span>
                <span className={notice.muted}>
                  {lesson.teacher_id === viewer.id
                    ? scheduleTexts.myLesson
                    : (lesson.teacher_name ?? texts.noTeacher)}
                </span>
                <span className={styles.count}>{texts.count(lesson.unmarked, lesson.students)}</span>
                <span className={notice.actions}>
                  <Button
                    size="sm"
                    aria-label={texts.openLabel(labelOf(lesson))}
                    onClick={() => setOpenLessonId(lesson.lesson_id)}
                  >
                    {texts.open}
                  </Button>
                  {mayDismiss && (
                    <Button
                      size="sm"
                      variant="ghost"
                      data-dismiss={lesson.lesson_id}
                      aria-label={texts.dismissLabel(labelOf(lesson))}
                      onClick={() => handleDismiss(index)}
                    >
                      {texts.dismiss}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Outside the list: marking the whole roll takes the row away, and the card stays open all the same. */}
      <LessonDialog
        lessonId={openLessonId}
        summary={undefined}
        schoolId={schoolId}
        viewer={viewer}
        onClose={() => setOpenLessonId(null)}
      />
    </>
  );
}
