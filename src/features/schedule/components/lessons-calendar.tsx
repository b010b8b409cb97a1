import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import ruLocale from '@fullcalendar/core/locales/ru';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { memo, useMemo } from 'react';
import type { Lesson } from '@/contract';
import { scheduleTexts } from '../texts';
import { type DateRange, toDateRange } from '../visible-range';
import { describeLessonEvent, renderLessonContent, toLessonEvent } from './lesson-event';
import styles from './lessons-calendar.module.css';

type LessonsCalendarProps = {
  lessons: readonly Lesson[];
  onRangeChange: (range: DateRange) => void;
  onOpenLesson: (lessonId: number) => void;
};

const plugins = [dayGridPlugin, timeGridPlugin, interactionPlugin];

const headerToolbar = {
  left: 'prev,next today',
  center: 'title',
  right: 'dayGridMonth,timeGridWeek,timeGridDay',
};

/** Spec §2: month, week and day views in Russian, 700 px high, the week from Monday. */
function LessonsCalendarView({ lessons, onRangeChange, onOpenLesson }: LessonsCalendarProps) {
  // Parsing every lesson again on an unrelated render would make a full month feel slow.
  const events = useMemo(() => lessons.map(toLessonEvent), [lessons]);

  function handleDatesSet({ start, end }: DatesSetArg) {
    onRangeChange(toDateRange(start, end));
  }

  function handleEventClick({ event, jsEvent }: EventClickArg) {
    jsEvent.preventDefault();
    onOpenLesson(Number(event.id));
  }

  return (
    <div className={styles.calendar}>
      <FullCalendar
        plugins={plugins}
        locale={ruLocale}
        firstDay={1}
        initialView="dayGridMonth"
        headerToolbar={headerToolbar}
        buttonText={scheduleTexts.buttons}
        buttonIcons={false}
        height={700}
        events={events}
        eventDisplay="block"
        displayEventTime={false}
        dayMaxEvents
        allDaySlot={false}
        scrollTime="08:00:00"
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        nowIndicator
        eventContent={renderLessonContent}
        eventDidMount={describeLessonEvent}
        eventClick={handleEventClick}
        datesSet={handleDatesSet}
      />
    </div>
  );
}

/** FullCalendar re-renders everything it shows on any prop change: skip renders that change nothing. */
export const LessonsCalendar = memo(LessonsCalendarView);
