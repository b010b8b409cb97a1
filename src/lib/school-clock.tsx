import { createContext, useContext } from 'react';
import { DEFAULT_TIME_ZONE, dayIn, type SchoolTime, schoolTime, wallTimeIn } from '@/contract/clock';
import { now } from './clock';

/**
 * The signed-in school's time (docs/time.md): "today", "this month" and every instant shown are the school's,
 * whatever zone the browser is in. The signed-in layout provides it from the session; a page outside it (the
 * registration form) gets the default zone.
 */
export type SchoolClock = {
  zone: string;
  /** The moment now, with the school's day. */
  read(): SchoolTime;
  /** The school's calendar day now, `YYYY-MM-DD`. */
  today(): string;
  /** An instant as the school's wall clock showed it: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
  wallTime(instant: string | Date): { date: string; time: string };
};

export function schoolClock(zone: string): SchoolClock {
  return {
    zone,
    read: () => schoolTime(zone, now()),
    today: () => dayIn(zone, now()),
    wallTime: (instant) => wallTimeIn(zone, typeof instant === 'string' ? new Date(instant) : instant),
  };
}

const SchoolClockContext = createContext<SchoolClock>(schoolClock(DEFAULT_TIME_ZONE));

export const SchoolClockProvider = SchoolClockContext.Provider;

export function useSchoolClock(): SchoolClock {
  return useContext(SchoolClockContext);
}
