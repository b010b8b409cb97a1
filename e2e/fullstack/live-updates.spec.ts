import { expect } from '@playwright/test';
import { unique } from '../support/builders';
import { test } from '../support/fullstack-test';
import { leadCreator, markPage, searchAllLeads, stillSameDocument } from '../support/live-updates';
import { PASSWORD } from '../support/own-school';

// Live updates on one server: a change made at one desk shows in another browser of the same school without a
// reload. Across several processes on one PostgreSQL: e2e/postgres/live-updates.spec.ts.

test('a lead created at another desk appears in an open /leads without a reload', async ({
  page,
  login,
  baseURL,
}) => {
  const name = `Живая Вера ${unique()}`;
  const school = await login({ role: 'manager' });
  await searchAllLeads(page, name);
  await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toHaveCount(0);
  await markPage(page);

  const createLead = await leadCreator(baseURL ?? '', school.email('owner'), PASSWORD);
  await createLead(name);

  await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});
