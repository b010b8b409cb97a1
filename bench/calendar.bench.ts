/**
 * The schedule with a busy month: the real server in-process on a fresh SQLite database serving dist/, 600 lessons
 * in the current month seeded directly, Debian's Chromium opening /schedule as the owner. Prints how long the
 * lessons take to load, to appear, and to switch month → week → month, and how many events the month draws.
 */
import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { toSqlBoolean } from '../server/src/modules/shared/sql-values.ts';
import { demoOwner } from '../src/contract/index.ts';
import { launchChromium, logInAsOwner, withServedApp } from './support/served-app.ts';
import { percentile } from './support/timing.ts';

const LESSONS = 600;
const SWITCHES = 5;
const pad = (value: number) => String(value).padStart(2, '0');

/** 600 lessons spread over every day of the current month, 08:00–21:00, across the demo school's groups. */
async function seedBusyMonth(db: Kysely<Database>): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('school_id')
    .where('email', '=', demoOwner.account.email)
    .executeTakeFirstOrThrow();
  const schoolId = Number(owner.school_id);
  const groups = await db
    .selectFrom('groups')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('entity_type', '=', 'student')
    .execute();
  const teachers = await db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('role', '=', 'teacher')
    .execute();
  const styles = await db.selectFrom('styles').select('id').where('school_id', '=', schoolId).execute();
  const today = new Date();
  const [year, month] = [today.getFullYear(), today.getMonth() + 1];
  const days = new Date(year, month, 0).getDate();
  const rows = Array.from({ length: LESSONS }, (_, index) => ({
    school_id: schoolId,
    group_id: Number(groups[index % groups.length]?.id),
    schedule_id: null,
    lesson_date: `${year}-${pad(month)}-${pad((index % days) + 1)}`,
    start_time: `${pad(8 + (Math.floor(index / days) % 14))}:${index % 2 === 0 ? '00' : '30'}`,
    duration_minutes: 60,
    teacher_id: Number(teachers[index % teachers.length]?.id),
    direction_id: Number(styles[index % styles.length]?.id),
    is_canceled: toSqlBoolean(index % 25 === 0),
    is_manual: toSqlBoolean(true),
    created_at: today.toISOString(),
  }));
  await db.insertInto('lessons').values(rows).execute();
}

const busyDone = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('section[aria-label="Календарь занятий"]')?.getAttribute('aria-busy') ===
      'false',
  );

/** Resolves once the view shows its lessons (the calendar is idle and has drawn events). */
async function eventsShown(page: Page, view: 'daygrid' | 'timegrid') {
  await busyDone(page);
  await page.locator(`.fc-${view}-event`).first().waitFor();
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function measure(baseUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, locale: 'ru-RU' });
    await logInAsOwner(page, baseUrl);

    const loads: { ms: number; lessons: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('/api/lessons/getallwhere')) return;
      const timing = request.timing();
      const body = (await (await request.response())?.json()) as unknown[];
      loads.push({ ms: timing.responseEnd - timing.requestStart, lessons: body.length });
    });

    const open = await timed(async () => {
      await page
        .getByRole('navigation', { name: 'Основная навигация' })
        .getByRole('link', { name: 'Расписание' })
        .click();
      await eventsShown(page, 'daygrid');
    });
    const events = await page.locator('.fc-daygrid-event').count();
    const visible = await page
      .locator('.fc-daygrid-event-harness:not([style*="hidden"]) .fc-daygrid-event')
      .count();
    const moreLinks = await page.locator('.fc-daygrid-more-link').count();

    const switches: number[] = [];
    for (let round = 0; round < SWITCHES; round += 1) {
      switches.push(
        await timed(async () => {
          await page.getByRole('button', { name: 'Неделя' }).click();
          await eventsShown(page, 'timegrid');
          await page.getByRole('button', { name: 'Месяц' }).click();
          await eventsShown(page, 'daygrid');
        }),
      );
    }

    // The «Сегодня» panel reads today's lessons too; the month is the largest read.
    const monthLoad = loads.toSorted((a, b) => b.lessons - a.lessons)[0];
    console.info(
      `  POST /api/lessons/getallwhere (месяц, ${monthLoad?.lessons ?? '?'} занятий): ${ms(monthLoad?.ms ?? Number.NaN)}`,
    );
    console.info(`  от перехода на /schedule до занятий на экране: ${ms(open)}`);
    const sorted = switches.toSorted((a, b) => a - b);
    console.info(
      `  месяц → неделя → месяц: n=${SWITCHES}, медиана ${ms(percentile(sorted, 0.5))}, макс ${ms(sorted.at(-1) ?? Number.NaN)}`,
    );
    console.info(`  событий в месяце: ${events} в DOM, ${visible} видно, ссылок «+ ещё»: ${moreLinks}`);
  } finally {
    await browser.close();
  }
}

export default async function run() {
  await withServedApp(seedBusyMonth, measure);
}
