import { expect, test } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { leadCreator, markPage, searchAllLeads, stillSameDocument } from '../support/live-updates';
import { loginAs } from '../support/login';

// Live updates on one server: a change made at one desk shows in another browser of the same school without a
// reload. Across several processes on one PostgreSQL: e2e/postgres/live-updates.spec.ts.

test('a lead created at another desk appears in an open /leads without a reload', async ({
  page,
  baseURL,
}) => {
  const name = `Живая Вера ${Date.now()}`;
  await loginAs(page, 'manager');
  await searchAllLeads(page, name);
  await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toHaveCount(0);
  await markPage(page);

  const createLead = await leadCreator(baseURL ?? '', demoAccounts.owner.email);
  await createLead(name);

  await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});
