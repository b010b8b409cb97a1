import type {
  DatesSetArg,
  DayCellMountArg,
  EventClickArg,
  EventInput,
  EventSourceFuncArg,
} from '@fullcalendar/core';
import ruLocale from '@fullcalendar/core/locales/ru';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { memo, useCallback, useRef } from 'react';
import type { Closure, Lesson } from '@/contract';
import { dayjs } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { limitLessonsPerDay } from '../month-limit';
import { scheduleTexts } from '../texts';
import { type DateRange, toDateRange } from '../visible-range';
import { describeLessonEvent, renderLessonContent, toLessonEvent, toMoreEvent } from './lesson-event';
import styles from './lessons-calendar.module.css';

type LessonsCalendarProps = {
  lessons: readonly Lesson[];
  /** The school's closures, drawn behind the days they close. */
  closures: readonly Closure[];
  onRangeChange: (range: DateRange) => void;
  onOpenLesson: (lessonId: number) => void;
};

const plugins = [dayGridPlugin, timeGridPlugin, interactionPlugin];

const headerToolbar = {
  left: 'prev,next today',
  center: 'title',
  right: 'dayGridMonth,timeGridWeek,timeGridDay',
};

const DAY_MS = 86_400_000;

/**
 * FullCalendar names a month's day cell by its day number alone, though the cell also holds that day's lessons
 * (a name that hides its content to a screen reader). The number keeps its own link and name; the cell needs none.
 */
function unlabelDayCell({ el }: DayCellMountArg) {
  el.removeAttribute('aria-labelledby');
}
const WEEK_DAYS = 7;

/** The events of a range: a month gets its busy days limited (see month-limit.ts), a week or a day all. */
/** A closure behind its days: the days read as closed, with the reason, and lessons stay on top. */
function toClosureEvent(closure: Closure): EventInput {
  const groups = closure.groups.map((group) => group.name).join(', ');
  return {
    id: `closure-${closure.id}`,
    title: scheduleTexts.closedDays(groups ? `${closure.reason} (${groups})` : closure.reason),
    start: closure.starts_on,
    end: dayjs(closure.ends_on).add(1, 'day').format('YYYY-MM-DD'),
    allDay: true,
    display: 'background',
    classNames: [styles.closed ?? ''],
    extendedProps: { closure: true },
  };
}

function eventsOf(lessons: readonly Lesson[], start: Date, end: Date): EventInput[] {
  const { from, to } = toDateRange(start, end);
  const inRange = lessons.filter((lesson) => lesson.lesson_date >= from && lesson.lesson_date <= to);
  if ((end.getTime() - start.getTime()) / DAY_MS <= WEEK_DAYS) return inRange.map(toLessonEvent);
  const { shown, more } = limitLessonsPerDay(inRange);
  return [...shown.map(toLessonEvent), ...more.map(toMoreEvent)];
}

/** Spec §2: month, week and day views in Russian, 700 px high, the week from Monday. */
function LessonsCalendarView({ lessons, closures, onRangeChange, onOpenLesson }: LessonsCalendarProps) {
  const calendarRef = useRef<FullCalendar>(null);
  const clock = useSchoolClock();
  // «Today», the month it opens on and the now line are the school's (docs/time.md), read from the app's clock,
  // not the browser's own date in its own zone: a wall time without an offset is the calendar's local time.
  const schoolNow = useCallback(() => {
    const { date, time } = clock.wallTime(clock.read().now);
    return `${date}T${time}:00`;
  }, [clock]);

  // A function source is asked for each range before the view draws it, so a month never lays out more than
  // it shows. A new function (new lessons) makes FullCalendar ask again.
  const lessonSource = useCallback(
    ({ start, end }: EventSourceFuncArg, success: (events: EventInput[]) => void) =>
      success([...closures.map(toClosureEvent), ...eventsOf(lessons, start, end)]),
    [lessons, closures],
  );

  function handleDatesSet({ start, end }: DatesSetArg) {
    onRangeChange(toDateRange(start, end));
  }

  function handleEventClick({ event, jsEvent }: EventClickArg) {
    jsEvent.preventDefault();
    const { moreDate, closure } = event.extendedProps;
    if (closure) return;
    if (moreDate) calendarRef.current?.getApi().changeView('timeGridDay', String(moreDate));
    else onOpenLesson(Number(event.id));
  }

  return (
    <div className={styles.calendar}>
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        locale={ruLocale}
        firstDay={1}
        initialView="dayGridMonth"
        headerToolbar={headerToolbar}
        buttonText={scheduleTexts.buttons}
        buttonIcons={false}
        height={700}
        events={lessonSource}
        // Every range is asked again: a week inside a fetched month still needs its lessons unlimited.
        lazyFetching={false}
        eventDisplay="block"
        // A day's «+ ещё» row comes after its lessons, then FullCalendar's usual order.
        eventOrder="rank,start,-duration,title"
        displayEventTime={false}
        dayMaxEvents
        allDaySlot={false}
        scrollTime="08:00:00"
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        now={schoolNow}
        nowIndicator
        eventContent={renderLessonContent}
        eventDidMount={describeLessonEvent}
        dayCellDidMount={unlabelDayCell}
        eventClick={handleEventClick}
        datesSet={handleDatesSet}
      />
    </div>
  );
}

/** FullCalendar re-renders everything it shows on any prop change: skip renders that change nothing. */
export const LessonsCalendar = memo(LessonsCalendarView);
