import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Closure, Lesson } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { closureQueries } from '../api/closure-queries';
import { lessonQueries } from '../api/lesson-queries';
import type { ScheduleViewer } from '../lesson-permissions';
import { scheduleTexts } from '../texts';
import type { DateRange } from '../visible-range';
import { LessonDialog } from './lesson-dialog';
import { LessonsCalendar } from './lessons-calendar';
import styles from './schedule-calendar.module.css';

type ScheduleCalendarProps = {
  schoolId: number;
  viewer: ScheduleViewer;
};

const noRange: DateRange = { from: '', to: '' };
// One empty list for every render, so the memoised calendar does not redraw for nothing.
const noLessons: Lesson[] = [];
const noClosures: Closure[] = [];

/**
 * The lesson calendar (spec §2, §4, §8): the shown dates are loaded, a spinner while they load, the error in red
 * above the calendar. The spec's «generate on opening» is the server's own work (docs/time.md): its lessons are
 * made when the timetable changes and every day, so opening a page writes nothing.
 */
export function ScheduleCalendar({ schoolId, viewer }: ScheduleCalendarProps) {
  const [range, setRange] = useState<DateRange | null>(null);
  const [openLessonId, setOpenLessonId] = useState<number | null>(null);
  // A teacher can narrow the calendar to the lessons they teach.
  const [onlyMine, setOnlyMine] = useState(false);
  const closures = useQuery(closureQueries.list(schoolId));
  const lessons = useQuery({
    ...lessonQueries.list(schoolId, range ?? noRange),
    enabled: range !== null,
    // While another month loads, the one shown stays instead of an empty grid.
    placeholderData: keepPreviousData,
  });

  // FullCalendar reports its dates after every render; only a real change of dates is a new range.
  const handleRangeChange = useCallback((next: DateRange) => {
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  }, []);

  const loading = !lessons.isError && (lessons.isPending || lessons.isPlaceholderData);
  const openLesson = lessons.data?.find((lesson) => lesson.id === openLessonId);
  const shown = useMemo(() => {
    const all = lessons.data ?? noLessons;
    return onlyMine ? all.filter((lesson) => lesson.teacher_id === viewer.id) : all;
  }, [lessons.data, onlyMine, viewer.id]);

  return (
    <div className={styles.frame}>
      {lessons.isError && <ErrorMessage>{toErrorMessage(lessons.error, 'lessons')}</ErrorMessage>}
      {viewer.role === 'teacher' && (
        <label className={styles.onlyMine}>
          <input type="checkbox" checked={onlyMine} onChange={(event) => setOnlyMine(event.target.checked)} />
          {scheduleTexts.onlyMine}
        </label>
      )}
      <div className={styles.calendarArea}>
        {loading && (
          <div className={styles.loading}>
            <Loader />
          </div>
        )}
        <section aria-label={scheduleTexts.calendarLabel} aria-busy={loading}>
          <LessonsCalendar
            lessons={shown}
            closures={closures.data ?? noClosures}
            onRangeChange={handleRangeChange}
            onOpenLesson={setOpenLessonId}
          />
        </section>
      </div>
      <LessonDialog
        lessonId={openLessonId}
        summary={openLesson}
        schoolId={schoolId}
        viewer={viewer}
        onClose={() => setOpenLessonId(null)}
      />
    </div>
  );
}
