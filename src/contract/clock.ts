/**
 * The one clock (docs/time.md). `systemClock` is the only code that reads the wall clock: the hosts hand it to
 * the application, which passes `now` on, so a test can put the whole system at any instant. A school lives in
 * its own time zone: its "today", its day boundaries and the times it is shown are the school's, whatever the
 * host's or the browser's zone is.
 */
export type Clock = () => Date;

// The single reading of the wall clock; test/architecture/wall-clock.test.ts keeps it the only one.
export const systemClock: Clock = () => new Date();

/** A clock that stands still until moved: what tests run on, so they mean the same at any hour. */
export type ManualClock = { now: Clock; set: (iso: string) => void; advance: (milliseconds: number) => void };

export function manualClock(start: string): ManualClock {
  let current = Date.parse(start);
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = Date.parse(iso);
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

/** A school's zone until its owner picks another; also the zone of a user without a school (the admin). */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether the runtime knows the IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

type WallTime = { date: string; time: string; seconds: number };

/** What a wall clock in `zone` showed at `instant`: its date `YYYY-MM-DD`, time `HH:mm` and seconds. */
export function wallTimeIn(zone: string, instant: Date): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatIn(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: Number(parts.second),
  };
}

/** The calendar day in `zone` at `instant`, as `YYYY-MM-DD`. */
export function dayIn(zone: string, instant: Date): string {
  return wallTimeIn(zone, instant).date;
}

/** How far `zone` is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(zone: string, instant: Date): number {
  const wall = wallTimeIn(zone, instant);
  const asUtc = Date.parse(`${wall.date}T${wall.time}:${String(wall.seconds).padStart(2, '0')}Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall clock in `zone` shows the given UTC-numbered wall time (ms); right across clock changes. */
function instantOfWall(zone: string, wall: number): Date {
  // The zone's offset near that moment, then corrected once: right on both sides of a clock change.
  const first = wall - offsetMinutes(zone, new Date(wall)) * 60_000;
  return new Date(wall - offsetMinutes(zone, new Date(first)) * 60_000);
}

function wallOf(date: string, time: string, days = 0): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day + days, hour, minute);
}

/**
 * The instant a wall clock in `zone` shows `date` at `time` (`HH:mm`, midnight by default): the start of a
 * school's day, or a lesson's start. A time skipped by a clock change resolves to the instant after the gap.
 */
export function instantIn(zone: string, date: string, time = '00:00'): Date {
  return instantOfWall(zone, wallOf(date, time));
}

/** The newest instant a stored timestamp may hold: the end of 9999-12-31 (the contract's last day). */
const LAST_INSTANT = Date.UTC(10000, 0, 1);

/**
 * The instants the school's days `from`…`to` (both included) span, as ISO text: `at >= start and at < end`.
 * Either end may be absent; an end past the year 9999 is absent too (no stored instant lies beyond it, and the
 * text of such an instant does not compare as a date).
 */
export function daySpanIn(
  zone: string,
  from: string | undefined,
  to: string | undefined,
): { start?: string; end?: string } {
  // The day after 9999-12-31 is no wall time a zone can show (its year has five digits, which `Date.parse` refuses):
  // it is never computed, and the span then has no end.
  const nextWall = to === undefined ? undefined : wallOf(to, '00:00', 1);
  const end = nextWall === undefined || nextWall >= LAST_INSTANT ? undefined : instantOfWall(zone, nextWall);
  return {
    ...(from !== undefined && { start: instantIn(zone, from).toISOString() }),
    ...(end !== undefined && end.getTime() < LAST_INSTANT && { end: end.toISOString() }),
  };
}

/** A moment as a school sees it: the instant, the school's day and zone. What a request or a job runs at. */
export type SchoolTime = {
  now: Date;
  /** The school's calendar day at `now`, `YYYY-MM-DD`. */
  today: string;
  zone: string;
};

export function schoolTime(zone: string, now: Date): SchoolTime {
  return { now, today: dayIn(zone, now), zone };
}

/**
 * The zones a school picks from in its card, named by their cities (Russia's eleven zones and its neighbours').
 * Any other valid IANA name is accepted through the API.
 */
export const schoolTimeZones = [
  { zone: 'Europe/Kaliningrad', label: 'Калининград (МСК−1)' },
  { zone: 'Europe/Moscow', label: 'Москва, Санкт-Петербург, Казань (МСК)' },
  { zone: 'Europe/Volgograd', label: 'Волгоград (МСК)' },
  { zone: 'Europe/Samara', label: 'Самара, Ижевск (МСК+1)' },
  { zone: 'Europe/Saratov', label: 'Саратов (МСК+1)' },
  { zone: 'Europe/Ulyanovsk', label: 'Ульяновск (МСК+1)' },
  { zone: 'Europe/Astrakhan', label: 'Астрахань (МСК+1)' },
  { zone: 'Asia/Yekaterinburg', label: 'Екатеринбург, Пермь, Уфа, Челябинск (МСК+2)' },
  { zone: 'Asia/Omsk', label: 'Омск (МСК+3)' },
  { zone: 'Asia/Novosibirsk', label: 'Новосибирск (МСК+4)' },
  { zone: 'Asia/Barnaul', label: 'Барнаул (МСК+4)' },
  { zone: 'Asia/Tomsk', label: 'Томск (МСК+4)' },
  { zone: 'Asia/Novokuznetsk', label: 'Кемерово, Новокузнецк (МСК+4)' },
  { zone: 'Asia/Krasnoyarsk', label: 'Красноярск (МСК+4)' },
  { zone: 'Asia/Irkutsk', label: 'Иркутск, Улан-Удэ (МСК+5)' },
  { zone: 'Asia/Chita', label: 'Чита (МСК+6)' },
  { zone: 'Asia/Yakutsk', label: 'Якутск, Благовещенск (МСК+6)' },
  { zone: 'Asia/Vladivostok', label: 'Владивосток, Хабаровск (МСК+7)' },
  { zone: 'Asia/Sakhalin', label: 'Южно-Сахалинск (МСК+8)' },
  { zone: 'Asia/Magadan', label: 'Магадан (МСК+8)' },
  { zone: 'Asia/Srednekolymsk', label: 'Среднеколымск (МСК+8)' },
  { zone: 'Asia/Kamchatka', label: 'Петропавловск-Камчатский (МСК+9)' },
  { zone: 'Asia/Anadyr', label: 'Анадырь (МСК+9)' },
  { zone: 'Europe/Minsk', label: 'Минск (МСК)' },
  { zone: 'Asia/Almaty', label: 'Алматы (МСК+2)' },
  { zone: 'Asia/Tashkent', label: 'Ташкент (МСК+2)' },
  { zone: 'Asia/Bishkek', label: 'Бишкек (МСК+3)' },
  { zone: 'Asia/Yerevan', label: 'Ереван (МСК+1)' },
  { zone: 'Asia/Tbilisi', label: 'Тбилиси (МСК+1)' },
] as const;

/** The city name of a zone for the school card; the IANA name itself when it is not in the list. */
export function timeZoneLabel(zone: string): string {
  return schoolTimeZones.find((entry) => entry.zone === zone)?.label ?? zone;
}
