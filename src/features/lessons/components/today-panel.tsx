import { useQueries, useQuery } from '@tanstack/react-query';
import { use, useId, useMemo, useRef, useState } from 'react';
import { formatMoney, passUsableOn, type Student, type StudentBalance } from '@/contract';
import { dayjs, formatDate } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { useKeyShortcut } from '@/ui/use-key-shortcut';
import { attendanceQueries } from '../api/attendance-queries';
import { lessonQueries } from '../api/lesson-queries';
import { canMarkAttendance, type ScheduleViewer } from '../lesson-permissions';
import { lessonTimeRange } from '../lesson-time';
import { StudentMoneySlot } from '../student-money-slot';
import { scheduleTexts } from '../texts';
import { currentOrNextLesson, type FoundStudent, findStudents, orderTodayLessons } from '../today';
import { AttendanceList } from './attendance-list';
import { coverageText } from './attendance-row';
import styles from './today-panel.module.css';
import { UnmarkedLessonsNotice } from './unmarked-lessons-notice';

type TodayPanelProps = {
  schoolId: number;
  viewer: ScheduleViewer;
  /** The school's students (when the viewer may read them): the search finds those without a lesson today too. */
  students: readonly Student[] | undefined;
  /** Balances (when the viewer may see money): a found student's debt. */
  balances: readonly StudentBalance[] | undefined;
};

/** A found student's pass and debt in one line: the roll's own words when they have a lesson today. */
function passText(found: FoundStudent, today: string): string {
  if (found.today) return coverageText(found.today.record);
  // A viewer who may not see passes (a teacher) is told nothing about them, rather than «no pass».
  if (found.subscriptions === null) return '';
  const pass = found.subscriptions.find((subscription) => passUsableOn(subscription, today));
  const parts = [
    pass
      ? scheduleTexts.subscriptionLeft(pass.sub_name, pass.remaining_visits, formatDate(pass.expires_at))
      : scheduleTexts.notCovered,
  ];
  if (found.balance !== null && found.balance < 0)
    parts.push(scheduleTexts.debt(formatMoney(-found.balance)));
  return parts.join(' · ');
}

/**
 * «Сегодня» at the front desk (issue: the receptionist finds a student and marks them in seconds): today's lessons
 * in time order with the current or next one's roll open, and one search box — focused on arrival, `/` from
 * anywhere — that finds a student by name or a parent's phone in today's rolls and the whole school. Enter on a
 * student in a roll puts the keyboard on their marks, so Space marks «был». Above them, the past lessons still left
 * unmarked, for whoever is to mark them or may dismiss the reminder.
 */
export function TodayPanel({ schoolId, viewer, students, balances }: TodayPanelProps) {
  // The school's day and wall clock, whatever the browser's zone (docs/time.md).
  const clock = useSchoolClock();
  const { now, today } = clock.read();
  const wall = clock.wallTime(now);
  const lessons = useQuery(lessonQueries.list(schoolId, { from: today, to: today }));
  const ordered = useMemo(() => orderTodayLessons(lessons.data ?? [], viewer), [lessons.data, viewer]);
  const held = ordered.filter((lesson) => !lesson.is_canceled);
  const rollQueries = useQueries({ queries: held.map((lesson) => attendanceQueries.list(lesson.id)) });
  const rolls = held.map((lesson, index) => ({ lesson, records: rollQueries[index]?.data ?? [] }));

  const [chosenLessonId, setChosenLessonId] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ studentId: number; request: number } | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [outOfRoll, setOutOfRoll] = useState<FoundStudent | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const moneyActions = use(StudentMoneySlot);
  useKeyShortcut({ key: '/', code: 'Slash', onPress: () => search.current?.focus() });

  const found = findStudents(query, { rolls, students, balances });
  const selected =
    ordered.find((lesson) => lesson.id === chosenLessonId) ??
    currentOrNextLesson(ordered, `${wall.date}T${wall.time}`, viewer) ??
    null;

  function choose(student: FoundStudent | undefined) {
    if (!student) return;
    setQuery('');
    setActive(0);
    if (student.today) {
      setOutOfRoll(null);
      setChosenLessonId(student.today.lesson.id);
      // A new request each time, so choosing the same student again moves the focus again.
      setFocus((previous) => ({ studentId: student.studentId, request: (previous?.request ?? 0) + 1 }));
    } else {
      setOutOfRoll(student);
    }
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (found.length === 0 ? 0 : (index + step + found.length) % found.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(found[active] ?? found[0]);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const note = selected && !selected.is_canceled && !canMarkAttendance(viewer, selected);
  return (
    <Card title={scheduleTexts.todayTitle(dayjs(today).format('dddd, D MMMM'))}>
      <UnmarkedLessonsNotice schoolId={schoolId} viewer={viewer} />
      <div className={styles.layout}>
        <div className={styles.side}>
          <input
            ref={search}
            className={styles.search}
            type="search"
            role="combobox"
            aria-label={scheduleTexts.findStudent}
            aria-expanded={found.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={found.length > 0 ? optionId(active) : undefined}
            placeholder={scheduleTexts.findStudentPlaceholder}
            // The front desk's first move on this page is a search: the field is ready on arrival.
            // biome-ignore lint/a11y/noAutofocus: the page's main task starts here, and `/` returns to it
            autoFocus
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={handleKeyDown}
            aria-describedby={`${listId}-hint`}
          />
          <p id={`${listId}-hint`} className={styles.hint}>
            {scheduleTexts.findStudentHint}
          </p>
          {query.trim() !== '' && (
            <div id={listId} role="listbox" aria-label={scheduleTexts.foundStudents} className={styles.found}>
              {found.length === 0 && <p className={styles.muted}>{scheduleTexts.nobodyFound}</p>}
              {found.map((student, index) => (
                // The combobox owns the keyboard (↑/↓ and Enter in the search field); a click also chooses.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the search field
                <div
                  key={student.studentId}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(student)}
                >
                  <span className={styles.name}>{student.name}</span>
                  <span className={styles.muted}>
                    {student.today
                      ? scheduleTexts.inLessonToday(
                          lessonTimeRange(student.today.lesson),
                          student.today.lesson.group_name,
                        )
                      : scheduleTexts.noLessonToday}
                  </span>
                  {passText(student, today) && (
                    <span className={styles.muted}>{passText(student, today)}</span>
                  )}
                </div>
              ))}
            </div>
          )}
          {lessons.isPending && <Loader />}
          {lessons.isError && <ErrorMessage>{toErrorMessage(lessons.error, 'lessons')}</ErrorMessage>}
          {lessons.isSuccess && ordered.length === 0 && (
            <p className={styles.muted}>{scheduleTexts.noLessonsToday}</p>
          )}
          {ordered.length > 0 && (
            <ul className={styles.lessons} aria-label={scheduleTexts.todayLessons}>
              {ordered.map((lesson) => {
                const own = viewer.role === 'teacher' && lesson.teacher_id === viewer.id;
                return (
                  <li key={lesson.id}>
                    <button
                      type="button"
                      className={styles.lesson}
                      aria-current={lesson.id === selected?.id ? 'true' : undefined}
                      onClick={() => {
                        setChosenLessonId(lesson.id);
                        setOutOfRoll(null);
                      }}
                    >
                      <span className={styles.time}>{lessonTimeRange(lesson)}</span>
                      <span className={styles.name}>{lesson.group_name}</span>
                      <span className={styles.muted}>
                        {lesson.is_canceled
                          ? scheduleTexts.canceled
                          : own
                            ? scheduleTexts.myLesson
                            : (lesson.teacher_name ?? '')}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className={styles.roll}>
          {outOfRoll && (
            <div className={styles.outOfRoll} aria-live="polite">
              <strong>{outOfRoll.name}</strong>
              <span className={styles.muted}>
                {[scheduleTexts.noLessonToday, passText(outOfRoll, today)].filter(Boolean).join(' · ')}
              </span>
              {moneyActions?.({ student_id: outOfRoll.studentId, student_name: outOfRoll.name })}
            </div>
          )}
          {!selected && !outOfRoll && lessons.isSuccess && (
            <p className={styles.muted}>{scheduleTexts.noRollToday}</p>
          )}
          {selected && (
            <>
              <h3 className={styles.rollTitle}>
                {lessonTimeRange(selected)} · {selected.group_name}
                {selected.teacher_name && <span className={styles.muted}> · {selected.teacher_name}</span>}
              </h3>
              <AttendanceList
                lessonId={selected.id}
                editable={!selected.is_canceled && !note}
                readOnlyNote={
                  selected.is_canceled
                    ? scheduleTexts.attendanceCanceled
                    : note
                      ? scheduleTexts.attendanceReadOnly
                      : null
                }
                focus={focus}
              />
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
