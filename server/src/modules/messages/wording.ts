import { russianDayOfMonth } from '../../../../src/contract/index.ts';

// How messages say a day and a time, in the templates' variables.

const IN_WEEKDAY = [
  'в воскресенье',
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
];
const WEEKDAY = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];

/** «в среду, 4 марта, в 19:00» — `{когда}`. */
export function whenPhrase(date: string, time: string): string {
  const { weekday, dayMonth } = russianDayOfMonth(date);
  return `${IN_WEEKDAY[weekday]}, ${dayMonth}, в ${time}`;
}

/** «среда, 4 марта, 19:00» — `{было}`, `{стало}`. */
export function slotPhrase(date: string, time: string): string {
  const { weekday, dayMonth } = russianDayOfMonth(date);
  return `${WEEKDAY[weekday]}, ${dayMonth}, ${time}`;
}

/** «Маша, Петя»: the names a message speaks of. */
export const namesOf = (students: readonly { name: string }[]) =>
  students.map((student) => student.name).join(', ');
