import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { homePathFor, type Role, roleLabels } from '../../src/contract';
import { demoAccounts } from './accounts';
import { postFromPage } from './page-api';

// A school of the test's own, registered through the API with one account for each staff role: what it creates,
// sells, pays and refunds never moves what other tests of the same server measure at the same time, and no test
// depends on the demo school's rows or ids. Tests get it from the `login` fixture (e2e/support/school-test.ts).

export type StaffRole = Exclude<Role, 'admin'>;

export const PASSWORD = 'пароль-своей-школы';

export const staffNames: Record<Exclude<StaffRole, 'owner'>, string> = {
  manager: 'Своя Менеджер',
  receptionist: 'Своя Администратор',
  teacher: 'Своя Преподаватель',
  accountant: 'Своя Бухгалтер',
};

export type OwnSchool = {
  id: number;
  name: string;
  email: (role: StaffRole) => string;
  /** Signs in through the API (the session cookie lands in the browser) and opens the role's home page. */
  login: (role: StaffRole) => Promise<void>;
};

export async function ownSchool(page: Page): Promise<OwnSchool> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = (role: StaffRole) => `${role}-${stamp}@example.ru`;
  const name = `Своя школа ${stamp}`;
  await page.goto('/registration');
  const { school } = await postFromPage<{ school: { id: number } }>(page, '/ownerschool/register', {
    school: { name },
    account: { email: email('owner'), password: PASSWORD },
    profile: { full_name: 'Своя Владелица' },
  });
  await postFromPage(page, '/user_accounts/login', { email: email('owner'), password: PASSWORD });
  for (const [role, full_name] of Object.entries(staffNames) as [StaffRole, string][])
    await postFromPage(page, '/users/create', {
      email: email(role),
      password: PASSWORD,
      role,
      profile: { full_name },
    });
  await postFromPage(page, '/users/logout', {});
  return {
    id: school.id,
    name,
    email,
    login: async (role) => {
      await postFromPage(page, '/user_accounts/login', { email: email(role), password: PASSWORD });
      await page.goto(homePathFor(role));
      await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
      await expect(page.getByText(roleLabels[role]).first()).toBeVisible();
    },
  };
}

/**
 * After the test, the platform's admin deletes the school (a server keeps it restorable for a while, as it does any
 * deleted school). The mock host needs nothing: its database dies with the tab.
 */
export async function removeOwnSchool(baseURL: string, school: OwnSchool): Promise<void> {
  const admin: APIRequestContext = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL).origin },
  });
  try {
    const signedIn = await admin.post('/api/user_accounts/login', { data: demoAccounts.admin });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const removed = await admin.delete(`/api/schools/delete/${school.id}`);
    expect(removed.ok(), await removed.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
}
