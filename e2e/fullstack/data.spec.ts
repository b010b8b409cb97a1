import { exportGroupLeads, importLeads } from '../support/data-flow';
import { test } from '../support/fullstack-test';

test('exported leads files hold the rows the server listed', async ({ page, login }) => {
  await exportGroupLeads(page, login);
});

test('an import of 300 leads is checked and written by the server', async ({ page, login }) => {
  await importLeads(page, login);
});
