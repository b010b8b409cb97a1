import { beforeAll, describe, expect, it } from 'vitest';
import { type Closure, serverErrors } from '../../../src/contract/index.ts';
import { extendedExpiry } from '../../src/modules/closures/service.ts';
import { createMoneySchool, type MoneySchool } from '../money/support/money-school.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// docs/closures.md: a closure cancels the lessons in its days and gives the passes valid then their days back.
// The test clock stands at 2026-03-02; a pass sold on 2026-03-01 for 30 days runs to 2026-03-30.

describe('the days a closure gives back', () => {
  const pass = { starts_at: '2026-03-01', expires_at: '2026-03-30' };

  it('adds the closed days to a pass that ends after the closure', () => {
    expect(extendedExpiry(pass, { starts_on: '2026-03-09', ends_on: '2026-03-15' })).toEqual({
      days: 7,
      expires_at: '2026-04-06',
    });
  });

  it('counts only the days the pass was valid, and gives them after the closure when it ended inside it', () => {
    expect(extendedExpiry(pass, { starts_on: '2026-03-28', ends_on: '2026-04-05' })).toEqual({
      days: 3,
      expires_at: '2026-04-08',
    });
    expect(extendedExpiry(pass, { starts_on: '2026-02-20', ends_on: '2026-03-02' })).toEqual({
      days: 2,
      expires_at: '2026-04-01',
    });
  });
});

describe.each(testDialects())('school closures on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let templateId: number;

  beforeAll(async () => {
    s = await createMoneySchool(t);
    templateId = await s.template();
  });

  const close = (body: Record<string, unknown>) => s.school.as('owner').post('/closures/create', body);
  const lessonOf = async (id: number) => (await s.school.as('owner').get(`/lessons/getone/${id}`)).body;

  it('cancels the lessons in its days, takes back their marks and extends every pass valid then', async () => {
    const sold = await s.sell(s.students.zhukov, templateId);
    const inside = await s.createLesson({ lesson_date: '2026-03-05' });
    const after = await s.createLesson({ lesson_date: '2026-03-12' });
    await s.mark(inside, s.students.zhukov, 'present');
    expect((await s.subscription(sold.id)).remaining_visits).toBe(3);

    const created = await close({ starts_on: '2026-03-04', ends_on: '2026-03-06', reason: 'Ремонт зала' });

    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      starts_on: '2026-03-04',
      ends_on: '2026-03-06',
      reason: 'Ремонт зала',
      groups: [],
      canceled_lessons: 1,
    } satisfies Partial<Closure>);
    expect(created.body.extended_subscriptions).toBeGreaterThanOrEqual(1);
    expect((await lessonOf(inside)).is_canceled).toBe(true);
    expect((await lessonOf(after)).is_canceled).toBe(false);
    const extended = await s.subscription(sold.id);
    expect([extended.expires_at, extended.remaining_visits]).toEqual(['2026-04-02', 4]);
    expect((await s.ledger(s.students.zhukov)).map((line) => line.kind)).toEqual([
      'sale',
      'visit',
      'reversal',
    ]);
    const listed = await s.school.as('teacher').get('/closures/getall');
    expect(listed.body.map((closure: Closure) => closure.reason)).toContain('Ремонт зала');
  });

  it('closes only the named groups: other groups keep their lessons and their students’ passes', async () => {
    const inGroup = await s.sell(s.students.yolkina, templateId);
    const elsewhere = await s.sell(s.students.elsewhere, templateId);
    const lesson = await s.createLesson({ lesson_date: '2026-03-10' });

    const created = await close({
      starts_on: '2026-03-09',
      ends_on: '2026-03-10',
      reason: 'Соревнования',
      group_ids: [s.groupId],
    });

    expect(created.status, created.text).toBe(201);
    expect(created.body.groups.map((group: { id: number }) => group.id)).toEqual([s.groupId]);
    expect((await lessonOf(lesson)).is_canceled).toBe(true);
    expect((await s.subscription(elsewhere.id)).expires_at).toBe('2026-03-30');
    expect(((await s.subscription(inGroup.id)).expires_at ?? '') > '2026-03-30').toBe(true);
  });

  it('refuses a backdated, reversed, too long or foreign-group closure, changing nothing', async () => {
    const before = (await s.school.as('owner').get('/closures/getall')).body.length;
    const refusals = [
      [{ starts_on: '2026-03-01', ends_on: '2026-03-03', reason: 'Вчера' }, serverErrors.closureBackdated],
      [
        { starts_on: '2026-03-20', ends_on: '2026-03-19', reason: 'Наоборот' },
        'Дата «по» не может быть раньше даты «с»',
      ],
      [{ starts_on: '2026-03-20', ends_on: '2027-03-19', reason: 'Год' }, serverErrors.closureTooLong(92)],
      [
        { starts_on: '2026-03-20', ends_on: '2026-03-21', reason: 'Чужая', group_ids: [999_999] },
        serverErrors.unknownGroup,
      ],
      [{ starts_on: '2026-03-20', ends_on: '2026-03-21', reason: '' }, 'Заполните поле «Причина»'],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await close(body);
      expect([response.status, response.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await s.school.as('owner').get('/closures/getall')).body).toHaveLength(before);
  });

  it('lessons generated later inside a closure are born cancelled', async () => {
    const created = await close({ starts_on: '2026-03-23', ends_on: '2026-03-29', reason: 'Каникулы' });
    expect(created.status, created.text).toBe(201);
    const entry = await s.school.as('owner').post('/schedules/create', {
      group_id: s.groupId,
      weekday: 3,
      start_time: '10:00',
      duration_minutes: 60,
      active_from: '2026-03-02',
    });
    expect(entry.status, entry.text).toBe(201);
    // The entry's create makes its lessons; those inside the closure are born cancelled.
    const lessons = await s.school.as('owner').post('/lessons/getallwhere', {
      date_from: '2026-03-16',
      date_to: '2026-03-31',
    });
    const generated = lessons.body.filter(
      (lesson: { schedule_id: number | null }) => lesson.schedule_id === entry.body.id,
    );
    expect(
      generated.map((lesson: { lesson_date: string; is_canceled: boolean }) => [
        lesson.lesson_date,
        lesson.is_canceled,
      ]),
    ).toEqual([
      ['2026-03-18', false],
      ['2026-03-25', true],
    ]);
  });

  it('a closure not yet begun can be taken back: lessons held again, passes lose the days; a begun one cannot', async () => {
    const sold = await s.sell(s.students.ershov, templateId);
    const lesson = await s.createLesson({ lesson_date: '2026-03-17' });
    const created = await close({ starts_on: '2026-03-16', ends_on: '2026-03-17', reason: 'Ошибка' });
    expect((await s.subscription(sold.id)).expires_at).toBe('2026-04-01');

    const removed = await s.school.as('owner').delete(`/closures/delete/${created.body.id}`);

    expect(removed.status, removed.text).toBe(200);
    expect((await lessonOf(lesson)).is_canceled).toBe(false);
    expect((await s.subscription(sold.id)).expires_at).toBe('2026-03-30');
    const today = await close({ starts_on: '2026-03-02', ends_on: '2026-03-02', reason: 'Сегодня' });
    const refused = await s.school.as('owner').delete(`/closures/delete/${today.body.id}`);
    expect([refused.status, refused.body.message]).toEqual([409, serverErrors.closureStarted]);
  });
});
