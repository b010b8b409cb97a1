import { expect, type Page } from '@playwright/test';
import { type Role, roleLabels } from '../../src/contract';
import { demoAccounts } from './accounts';

/** Signs in through the form, as a person would, and waits for the side navigation. */
export async function loginWith(page: Page, email: string, password: string) {
  await page.goto('/registration');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
}

export async function loginAs(page: Page, role: Role) {
  const { email, password } = demoAccounts[role];
  await loginWith(page, email, password);
  await expect(page.getByText(roleLabels[role]).first()).toBeVisible();
}

export function sideNav(page: Page) {
  return page.getByRole('navigation', { name: 'Основная навигация' });
}
