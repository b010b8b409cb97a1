/**
 * The demo school's directions and weekly timetable (seeded after the people, see docs/api-schedule.md).
 * Groups are the student groups of `demoGroups`, teachers the demo teachers by email.
 */
export type DemoStyle = { name: string };
export type DemoScheduleEntry = {
  group: string;
  weekday: number;
  start_time: string;
  duration_minutes: number;
  teacher_email: string;
  direction: string;
};

export const demoStyles: DemoStyle[] = [
  { name: 'Хип-хоп' },
  { name: 'Jazz-funk' },
  { name: 'Contemporary' },
  { name: 'Бачата' },
  { name: 'Стретчинг' },
];

const artur = 'teacher@gracia-dance.ru';
const polina = 'teacher2@gracia-dance.ru';

export const demoScheduleEntries: DemoScheduleEntry[] = [
  {
    group: 'Хип-хоп 7–10 лет',
    weekday: 1,
    start_time: '17:00',
    duration_minutes: 60,
    teacher_email: artur,
    direction: 'Хип-хоп',
  },
  {
    group: 'Хип-хоп 7–10 лет',
    weekday: 3,
    start_time: '17:00',
    duration_minutes: 60,
    teacher_email: artur,
    direction: 'Хип-хоп',
  },
  {
    group: 'Jazz-funk 11–14 лет',
    weekday: 2,
    start_time: '18:00',
    duration_minutes: 75,
    teacher_email: polina,
    direction: 'Jazz-funk',
  },
  {
    group: 'Jazz-funk 11–14 лет',
    weekday: 4,
    start_time: '18:00',
    duration_minutes: 75,
    teacher_email: polina,
    direction: 'Jazz-funk',
  },
  {
    group: 'Contemporary 16+',
    weekday: 2,
    start_time: '20:00',
    duration_minutes: 90,
    teacher_email: polina,
    direction: 'Contemporary',
  },
  {
    group: 'Contemporary 16+',
    weekday: 6,
    start_time: '12:00',
    duration_minutes: 90,
    teacher_email: polina,
    direction: 'Contemporary',
  },
  {
    group: 'Бачата для начинающих',
    weekday: 1,
    start_time: '20:00',
    duration_minutes: 60,
    teacher_email: artur,
    direction: 'Бачата',
  },
  {
    group: 'Бачата для начинающих',
    weekday: 4,
    start_time: '20:00',
    duration_minutes: 60,
    teacher_email: artur,
    direction: 'Бачата',
  },
  {
    group: 'Стретчинг утро',
    weekday: 3,
    start_time: '09:00',
    duration_minutes: 60,
    teacher_email: polina,
    direction: 'Стретчинг',
  },
  {
    group: 'Стретчинг утро',
    weekday: 5,
    start_time: '09:00',
    duration_minutes: 60,
    teacher_email: polina,
    direction: 'Стретчинг',
  },
  {
    group: 'Хип-хоп 7–10 лет',
    weekday: 6,
    start_time: '11:00',
    duration_minutes: 60,
    teacher_email: artur,
    direction: 'Хип-хоп',
  },
];
