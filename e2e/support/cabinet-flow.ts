import { expect, type Page } from '@playwright/test';
import type { CabinetHome } from '../../src/contract';
import { seriousViolations } from './axe';
import type { ReadCode } from './mailbox';
import { postFromPage, todayInPage } from './page-api';
import type { Login } from './school-test';

// Личный кабинет (issue: the school's customers): a parent on a phone asks for a code, reads it from the mail, signs
// in, sees both children with the staff's figures, says «не придём» for tomorrow, signs a child up for a trial; the
// front desk's roll shows the excused absence and /leads the new lead.

const PHONE = { width: 375, height: 667 };

type Family = {
  email: string;
  group: string;
  children: [string, string];
  firstChildId: number;
  tomorrow: string;
};

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** As the owner of a school of the flow's own: a group with lessons tomorrow and the day after, a family of two. */
async function familyOfTwo(page: Page, login: Login): Promise<Family> {
  await login({ role: 'owner' });
  const stamp = Date.now() % 1_000_000;
  const today = await todayInPage(page);
  const tomorrow = addDays(today, 1);
  const group = `Хип-хоп ${stamp}`;
  const { id: groupId } = await postFromPage(page, '/groups/create', {
    name: group,
    entity_type: 'student',
    capacity: 12,
  });
  for (const day of [tomorrow, addDays(today, 2)])
    await postFromPage(page, '/lessons/create', {
      group_id: groupId,
      lesson_date: day,
      start_time: '23:15',
      duration_minutes: 30,
    });
  const email = `mama-${stamp}@example.ru`;
  const { id: clientId } = await postFromPage(page, '/clients/create', {
    name: 'Лебедева Анна',
    email,
    phone: '+7 (916) 555-01-02',
  });
  const children: [string, string] = [`Лебедева Мира ${stamp}`, `Лебедев Лев ${stamp}`];
  const ids: number[] = [];
  for (const name of children) {
    const { id } = await postFromPage(page, '/students/registration', {
      name,
      groups: [groupId],
      clients: [{ id: clientId, relation: 'Мама', is_payer: true }],
    });
    ids.push(id);
  }
  const template = await postFromPage(page, '/subscription-templates/create', {
    name: `Кабинет ${stamp}`,
    kind: 'visits',
    visits: 8,
    price: 400_000,
    validity_days: 30,
    freeze_count: 1,
    freeze_days: 7,
  });
  await postFromPage(page, '/subscriptions/sell', {
    student_id: ids[0],
    template_id: template.id,
    issued_at: today,
    payment: { amount: 100_000, method: 'cash' },
  });
  await postFromPage(page, '/users/logout', {});
  return { email, group, children, firstChildId: ids[0] ?? 0, tomorrow };
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page, where), where).toEqual([]);
}

/** axe over the page in the dark theme (the default) and the light one, back to dark. */
async function checkBothThemes(page: Page, where: string) {
  // Colours are measured once the theme's transitions have ended, not halfway between the two themes.
  const settled = () =>
    page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSeriousViolations(page, `${where} (тёмная тема)`);
  await page.getByRole('button', { name: 'Включить светлую тему' }).click();
  await settled();
  await expectNoSeriousViolations(page, `${where} (светлая тема)`);
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await settled();
}

export async function parentUsesTheCabinet(page: Page, login: Login, readCode: ReadCode) {
  const family = await familyOfTwo(page, login);
  await page.setViewportSize(PHONE);

  // An email's «Отписаться» opens a page of the cabinet; a stale link is refused in words, on both themes.
  await page.goto(`/cabinet/unsubscribe?token=${'x'.repeat(32)}`);
  await page.getByRole('button', { name: 'Отписаться' }).click();
  await expect(page.getByText(/Ссылка отписки устарела/)).toBeVisible();
  await checkBothThemes(page, 'кабинет: отписка');

  // Sign-in by a code from the mail.
  await page.goto('/cabinet');
  await expect(page).toHaveURL('/cabinet/login');
  await checkBothThemes(page, 'кабинет: вход');
  await page.getByLabel('Email').fill(family.email);
  await page.getByRole('button', { name: 'Получить код' }).click();
  const code = page.getByLabel('Код из письма');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await readCode(page, family.email));
  await page.getByRole('button', { name: 'Войти' }).click();

  // Both children, with the figures the staff see.
  await expect(page).toHaveURL('/cabinet');
  for (const child of family.children) await expect(page.getByRole('heading', { name: child })).toBeVisible();
  const first = page.getByRole('region', { name: family.children[0] });
  await expect(first.getByText('Осталось 8 из 8')).toBeVisible();
  await expect(first.getByText(/^Долг 3\s000,00\s₽$/)).toBeVisible();
  const figures: CabinetHome = await page.evaluate(async () => (await fetch('/api/cabinet/home')).json());
  const mine = figures.students.find((student) => student.id === family.firstChildId);
  expect(mine?.balance).toBe(-300_000);
  expect(mine?.passes[0]?.remaining_visits).toBe(8);
  await checkBothThemes(page, 'кабинет: главная');

  // «Не придём» for tomorrow's lesson of the first child.
  const tomorrowDay = new Date(`${family.tomorrow}T12:00:00Z`).getUTCDate();
  const absent = first.getByRole('button', { name: new RegExp(`^Не придём: .*, ${tomorrowDay} .*23:15$`) });
  await absent.click();
  await expect(page.getByText('Школа получила ваше сообщение')).toBeVisible();
  await expect(
    first.getByRole('button', { name: new RegExp(`^Всё-таки придём: .*, ${tomorrowDay} `) }),
  ).toBeVisible();

  // A child's page and the settings pass axe too.
  await first.getByRole('link', { name: 'Расписание, посещения и оплаты' }).click();
  await expect(page.getByRole('heading', { name: family.children[0], level: 1 })).toBeVisible();
  await checkBothThemes(page, 'кабинет: ученик');
  await page.getByRole('link', { name: 'Настройки' }).click();
  await expect(page.getByRole('heading', { name: 'Документы' })).toBeVisible();
  await checkBothThemes(page, 'кабинет: настройки');

  // A trial lesson for a new child.
  await page.getByRole('link', { name: 'Пробное' }).click();
  await page.getByRole('radio', { name: new RegExp(family.group) }).check();
  await page.getByRole('radio', { name: /23:15/ }).first().check();
  await page.getByRole('radio', { name: 'Другой ребёнок' }).check();
  await page.getByLabel('Имя ребёнка').fill('Лебедева Соня');
  await checkBothThemes(page, 'кабинет: пробное');
  await page.getByRole('button', { name: 'Записаться' }).click();
  await expect(page.getByText('Заявка отправлена. Администратор свяжется с вами')).toBeVisible();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/cabinet/login');

  // The front desk's roll shows the excused absence the family announced.
  await page.setViewportSize({ width: 1440, height: 900 });
  await login({ role: 'receptionist' });
  const roll = await page.evaluate(async (childId) => {
    const lessons = await (
      await fetch('/api/lessons/getallwhere', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
    ).json();
    const rolls = await Promise.all(
      lessons.map(async (lesson: { id: number }) =>
        (
          await fetch('/api/attendance/getallwhere', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ lesson_id: lesson.id }),
          })
        ).json(),
      ),
    );
    return rolls.flat().filter((row: { student_id: number }) => row.student_id === childId);
  }, family.firstChildId);
  expect(roll.filter((row: { mark: string | null }) => row.mark === 'excused')).toEqual([
    expect.objectContaining({ mark: 'excused', announced: true }),
  ]);
  await page.goto('/schedule');
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await calendar.getByRole('button', { name: 'День' }).click();
  await calendar.locator('.fc-next-button').click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  const lesson = calendar.getByRole('button', { name: `23:15 ${family.group}` });
  await lesson.scrollIntoViewIfNeeded();
  await lesson.click();
  const dialog = page.getByRole('dialog', { name: 'Занятие' });
  await expect(dialog.getByText('Сообщили из кабинета')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The trial sign-up is a lead of the school, from «Личный кабинет».
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await login({ role: 'owner' });
  await page.goto('/leads');
  await expect(page.getByRole('row', { name: /Лебедева Соня/ })).toBeVisible();
}
