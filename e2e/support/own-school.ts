import { expect, type Page } from '@playwright/test';
import { loginWith } from './login';
import { postFromPage } from './page-api';

// A school of the flow's own, registered through the API with the staff it needs: what it sells, pays and refunds
// never moves the demo school's totals that other specs of the same server measure at the same time.

const PASSWORD = 'пароль-своей-школы';

export type OwnSchool = { login: (who: 'owner' | 'receptionist' | 'accountant') => Promise<void> };

export async function ownSchool(page: Page): Promise<OwnSchool> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const emails = {
    owner: `owner-${stamp}@example.ru`,
    receptionist: `desk-${stamp}@example.ru`,
    accountant: `books-${stamp}@example.ru`,
  };
  await page.goto('/registration');
  await postFromPage(page, '/ownerschool/register', {
    school: { name: `Своя школа ${stamp}` },
    account: { email: emails.owner, password: PASSWORD },
    profile: { full_name: 'Своя Владелица' },
  });
  await postFromPage(page, '/user_accounts/login', { email: emails.owner, password: PASSWORD });
  for (const [role, full_name] of [
    ['receptionist', 'Своя Администратор'],
    ['accountant', 'Своя Бухгалтер'],
  ] as const)
    await postFromPage(page, '/users/create', {
      email: emails[role],
      password: PASSWORD,
      role,
      profile: { full_name },
    });
  await postFromPage(page, '/users/logout', {});
  return {
    login: async (who) => {
      await loginWith(page, emails[who], PASSWORD);
      await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
    },
  };
}
