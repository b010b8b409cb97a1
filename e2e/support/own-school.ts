import { expect, type Page } from '@playwright/test';
import { loginWith } from './login';

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
  await page.evaluate(
    async ({ emails, password, stamp }) => {
      const call = async (path: string, body: unknown) => {
        const response = await fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      await call('/ownerschool/register', {
        school: { name: `Своя школа ${stamp}` },
        account: { email: emails.owner, password },
        profile: { full_name: 'Своя Владелица' },
      });
      await call('/user_accounts/login', { email: emails.owner, password });
      for (const [role, full_name] of [
        ['receptionist', 'Своя Администратор'],
        ['accountant', 'Своя Бухгалтер'],
      ] as const)
        await call('/users/create', { email: emails[role], password, role, profile: { full_name } });
      await call('/users/logout', {});
    },
    { emails, password: PASSWORD, stamp },
  );
  return {
    login: async (who) => {
      await loginWith(page, emails[who], PASSWORD);
      await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
    },
  };
}
