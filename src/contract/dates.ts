/**
 * Calendar-date helpers shared by the server's validation and the SPA's date inputs (spec, section 5):
 * dates travel as `YYYY-MM-DD`; users may type `dd.mm.yyyy`; years run 1900–9999 and the day must exist.
 */
import { dayIn } from './clock';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RU_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealDate(year: number, month: number, day: number): boolean {
  return (
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * An ISO instant as the calendar date it was in the school's time zone. A client that sends
 * `new Date(picked).toISOString()` from Moscow writes midnight of the 15th as `…-14T21:00:00.000Z`: the person
 * picked the 15th, so the 15th is stored. Null when the text is not an instant or not a real date.
 */
export function instantToIsoDate(value: string, zone: string): string | null {
  // Date.parse rolls 30 February over into March; the written day must exist itself.
  if (!ISO_INSTANT.test(value) || !isIsoDate(value.slice(0, 10))) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const date = dayIn(zone, new Date(time));
  return isIsoDate(date) ? date : null;
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Accepts `yyyy-mm-dd` or `dd.mm.yyyy`; returns `yyyy-mm-dd`, or null when the text is not a real date. */
export function toIsoDate(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = RU_DATE.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** `дд.мм.гггг` of a `YYYY-MM-DD` (or of an ISO instant's date part), as files and messages write a day. */
export function russianDate(iso: string): string {
  return iso.slice(0, 10).split('-').reverse().join('.');
}

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A calendar day's weekday (0 Sunday … 6 Saturday) and «4 марта», as messages to families say it. */
export function russianDayOfMonth(iso: string): { weekday: number; dayMonth: string } {
  const day = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return { weekday: day.getUTCDay(), dayMonth: `${day.getUTCDate()} ${MONTHS_GENITIVE[day.getUTCMonth()]}` };
}

const WEEKDAYS_SHORT = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];

/** «вт, 3 марта»: a lesson's day as the family's cabinet shows it. */
export function russianWeekdayAndDay(iso: string): string {
  const { weekday, dayMonth } = russianDayOfMonth(iso);
  return `${WEEKDAYS_SHORT[weekday]}, ${dayMonth}`;
}

/** «2 ч», «30 мин», «1 ч 30 мин»: a cut-off as a person says it. */
export function cutoffText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} мин`;
  return rest === 0 ? `${hours} ч` : `${hours} ч ${rest} мин`;
}

/** Full years between a birthdate and `today` (both `yyyy-mm-dd`); null when there is no birthdate. */
export function ageOn(birthdate: string | null, today: string): number | null {
  if (!birthdate || !isIsoDate(birthdate)) return null;
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
