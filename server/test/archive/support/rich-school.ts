import { expect } from 'vitest';
import { createScheduleSchool, type ScheduleSchool } from '../../schedule/support/schedule-school.ts';
import type { ApiResponse } from '../../support/api-client.ts';
import type { TestContext } from '../../support/test-app.ts';
import { DAY, MINUTE } from '../../support/test-clock.ts';
import { SECRETS, writeFamilySide } from './family-side.ts';

// A school with something in every table the archive carries, made the way a school makes it — through the API,
// by its staff, over a few weeks of the test clock — so the history, the ledger, payroll and the outbox are real.
// Only what a family does from its cabinet and the secrets the archive must leave behind are written into the
// tables directly (family-side.ts).

export type RichSchool = {
  school: ScheduleSchool;
  /** The family the 152-ФЗ export is asked for: a mother, her two daughters; the father is another client. */
  family: { client: number; students: number[]; emails: string[] };
  /** Secrets written into the school that no archive may carry. */
  secrets: string[];
};

const ok = (response: ApiResponse, status = [200, 201]) => {
  expect(status, `${response.status}: ${response.text}`).toContain(response.status);
  return response.body;
};

export async function createRichSchool(t: TestContext): Promise<RichSchool> {
  const school = await createScheduleSchool(t);
  const { ids } = school;
  const owner = school.as('owner');
  const post = async (path: string, body: unknown) =>
    ok(await owner.post(path, body as Record<string, unknown>));
  const id = async (path: string, body: unknown) => (await post(path, body)).id as number;

  await post('/sources/create', { name: 'Реклама ВКонтакте' });
  const hiphop = await id('/styles/registration', { name: 'Хип-хоп' });
  const jazz = await id('/styles/registration', { name: 'Джаз-фанк' });
  const kids = await id('/groups/create', { name: 'Хип-хоп 7–9 лет', entity_type: 'student', capacity: 12 });
  const adults = await id('/groups/create', { name: 'Джаз-фанк, взрослые', entity_type: 'student' });
  const parents = await id('/groups/create', { name: 'Родители', entity_type: 'client' });
  const trials = await id('/groups/create', { name: 'Пробные', entity_type: 'lead' });

  const mother = await id('/clients/create', {
    name: 'Морозова Ева Сергеевна',
    phone: '+7 917 111-22-33',
    email: 'eva.morozova@example.ru',
    group_id: parents,
  });
  const father = await id('/clients/create', { name: 'Морозов Олег', email: 'oleg.morozov@example.ru' });
  const neighbour = await id('/clients/create', { name: 'Иванова Анна', email: 'anna.ivanova@example.ru' });
  const vera = await id('/students/registration', {
    name: 'Морозова Вера',
    birthdate: '2017-05-04',
    group_id: kids,
    clients: [
      { id: mother, relation: 'мама', is_payer: true },
      { id: father, relation: 'папа' },
    ],
  });
  const ksenia = await id('/students/registration', {
    name: 'Морозова Ксения',
    birthdate: '2015-11-20',
    group_id: kids,
    clients: [{ id: mother, relation: 'мама', is_payer: true }],
  });
  const ilya = await id('/students/registration', {
    name: 'Иванов Илья',
    groups: [kids, adults],
    clients: [{ id: neighbour, relation: 'мама', is_payer: true }],
  });
  const ildar = await id('/students/registration', {
    name: 'Михайлов Ильдар',
    email: 'ildar@example.ru',
    group_id: adults,
  });
  const leaving = await id('/students/registration', { name: 'Ушедший Пётр', group_id: adults });
  await id('/leads/create', { name: 'Сафина Алия', phone: '+7 917 555-66-77', group_id: trials });
  const converted = await id('/leads/create', { name: 'Гарипова Лейла', email: 'leila@example.ru' });
  await post(`/leads/convert/${converted}`, { client: { name: 'Гарипов Ринат', phone: '+7 917 000-11-22' } });
  const dropped = await id('/leads/create', { name: 'Передумавший Лид' });
  ok(await owner.delete(`/leads/delete/${dropped}`));
  ok(await owner.delete(`/students/${leaving}`));

  await post('/schedules/create', {
    group_id: kids,
    weekday: 3,
    start_time: '17:00',
    duration_minutes: 60,
    teacher_id: ids.teacher,
    direction_id: hiphop,
  });
  await post('/schedules/create', {
    group_id: adults,
    weekday: 5,
    start_time: '19:30',
    duration_minutes: 90,
    teacher_id: ids.secondTeacher,
    direction_id: jazz,
  });
  await post('/lessons/generate', {});
  const lessons = (await post('/lessons/getallwhere', {
    date_from: '2026-03-01',
    date_to: '2026-03-31',
  })) as {
    id: number;
    group_id: number;
    lesson_date: string;
  }[];
  const kidsLessons = lessons.filter((lesson) => lesson.group_id === kids);
  const adultLessons = lessons.filter((lesson) => lesson.group_id === adults);
  const oneOff = await id('/lessons/create', {
    group_id: adults,
    lesson_date: '2026-03-07',
    start_time: '12:00',
    duration_minutes: 60,
    teacher_id: ids.secondTeacher,
  });

  const eight = await id('/subscription-templates/create', {
    name: '8 занятий',
    kind: 'visits',
    visits: 8,
    price: 400_000,
    validity_days: 30,
    freeze_count: 1,
    freeze_days: 14,
    group_ids: [kids],
    makeups_allowed: 2,
    makeup_days: 30,
  });
  const unlimited = await id('/subscription-templates/create', {
    name: 'Безлимит на месяц',
    kind: 'unlimited',
    price: 650_000,
    validity_days: 30,
    freeze_count: 1,
    freeze_days: 10,
    direction_ids: [jazz],
  });
  const sell = (student: number, template: number, payment: unknown) =>
    id('/subscriptions/sell', {
      student_id: student,
      template_id: template,
      issued_at: '2026-03-02',
      payment,
    });
  const veraPass = await sell(vera, eight, { amount: 400_000, method: 'card', client_id: mother });
  const kseniaPass = await sell(ksenia, eight, { amount: 150_000, client_id: mother });
  const ilyaPass = await sell(ilya, eight, null);
  const ildarPass = await sell(ildar, unlimited, { amount: 650_000, method: 'transfer' });

  // A week and a half of the school's life: the daily jobs (lessons, reminders, sweeps) run every morning.
  for (let day = 0; day < 10; day++) {
    t.clock.advance(DAY);
    await t.runJobs();
  }
  const mark = (lesson: number, student: number, value: string) =>
    post('/attendance/mark', { lesson_id: lesson, student_id: student, mark: value });
  const [firstKids, secondKids] = kidsLessons;
  if (!firstKids || !secondKids || !adultLessons[0]) throw new Error('The timetable made no lessons');
  await mark(firstKids.id, vera, 'present');
  await mark(firstKids.id, ksenia, 'excused');
  await mark(firstKids.id, ilya, 'absent');
  await mark(secondKids.id, vera, 'present');
  await mark(adultLessons[0].id, ildar, 'present');
  await mark(oneOff, ildar, 'present');
  // Ksenia's excused absence earned a make-up (docs/makeups.md): booked into a later lesson of another group.
  const [makeup] = (await post('/makeups/getallwhere', { student_id: ksenia })) as { id: number }[];
  const later = adultLessons[2];
  if (!makeup || !later) throw new Error('No make-up earned, or no later lesson for it');
  await post('/makeups/book', { makeup_id: makeup.id, lesson_id: later.id });
  // A group of one seat, taken, and a student waiting for it; the school answers offers within a day.
  const single = await id('/groups/create', { name: 'Индивидуально', entity_type: 'student', capacity: 1 });
  await id('/students/registration', { name: 'Занявший место', group_id: single });
  const waiting = await id('/students/registration', { name: 'Ждущая Анна' });
  await post('/waitlist/join', { group_id: single, student_id: waiting });
  ok(await owner.patch('/waitlist/settings', { offer_hours: 24 }));

  const payments = (await post('/payments/getallwhere', {
    date_from: '2026-03-01',
    date_to: '2026-03-31',
  })) as {
    id: number;
    student_id: number;
  }[];
  const veraPayment = payments.find((payment) => payment.student_id === vera)?.id;
  await post('/payments/create', {
    student_id: ksenia,
    amount: 100_000,
    paid_on: '2026-03-09',
    client_id: mother,
  });
  const mistaken = await id('/payments/create', { student_id: ilya, amount: 5_000, paid_on: '2026-03-10' });
  await post(`/payments/void/${mistaken}`, { reason: 'Ошиблись учеником' });
  await post('/refunds/create', {
    payment_id: veraPayment,
    amount: 50_000,
    refunded_on: '2026-03-11',
    reason: 'Скидка',
  });
  await post('/expenses/create', {
    category: 'rent',
    amount: 3_000_000,
    spent_on: '2026-03-05',
    comment: 'Аренда зала',
  });
  const wrongExpense = await id('/expenses/create', { amount: 1_000, spent_on: '2026-03-06' });
  await post(`/expenses/void/${wrongExpense}`, { reason: 'Дубль' });
  await post(`/subscriptions/freeze/${veraPass}`, { starts_on: '2026-03-15', days: 7 });
  await post(`/subscriptions/change/${ilyaPass}`, { reason: 'Скидка соседям', price: 300_000 });
  await post(`/subscriptions/cancel/${kseniaPass}`, { reason: 'Переезд', refund: true });
  await post('/closures/create', {
    starts_on: '2026-03-25',
    ends_on: '2026-03-26',
    reason: 'Ремонт зала',
    group_ids: [kids],
  });

  await post('/payroll/rates/create', {
    teacher_id: ids.teacher,
    kind: 'lesson',
    amount: 150_000,
    effective_from: '2026-01-01',
  });
  await post('/payroll/rates/create', {
    teacher_id: ids.secondTeacher,
    kind: 'percent',
    percent: 40,
    min_amount: 50_000,
    direction_id: jazz,
    effective_from: '2026-01-01',
  });
  await post('/payroll/lesson-pay', { lesson_id: oneOff, amount: 200_000, reason: 'Мастер-класс' });
  await post('/payroll/adjustments/create', {
    teacher_id: ids.teacher,
    on_date: '2026-03-06',
    amount: -20_000,
    reason: 'Опоздание',
  });

  await ok(await owner.patch('/messages/settings', { reminder_hour: 10, sender_name: 'Студия' }));
  await ok(
    await owner.put('/messages/templates', {
      kind: 'debt',
      enabled: true,
      subject: 'Долг',
      body: 'Долг {долг}',
    }),
  );
  await ok(
    await owner.patch('/schools/cabinet-settings', { cutoff_minutes: 120, offer_text: 'Оферта школы' }),
  );
  await post('/messages/send', {
    student_ids: [vera, ilya],
    channels: ['email'],
    subject: 'Родительское собрание',
    text: 'Собрание в пятницу в 18:00.',
  });
  await post('/cabinet-invitations/create', { client_id: mother });
  const token = ok(await owner.post('/api-tokens/create', { name: 'Интеграция', scopes: ['leads:read'] }));

  const request = await writeFamilySide(t, school.schoolId, { mother, ildarPass });
  await post(`/freeze-requests/decide/${request}`, { approve: true });

  // The first ten days' payroll closed and paid to one teacher; then the next morning's jobs.
  const period = await id('/payroll/close', { date_from: '2026-03-01', date_to: '2026-03-10' });
  await post(`/payroll/periods/pay/${period}`, { teacher_id: ids.teacher });
  t.clock.advance(DAY);
  await t.runJobs();
  t.clock.advance(10 * MINUTE);

  const secrets = [...SECRETS, token.token];
  return {
    school,
    family: {
      client: mother,
      students: [vera, ksenia],
      emails: ['eva.morozova@example.ru'],
    },
    secrets,
  };
}
