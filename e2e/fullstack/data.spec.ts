import { test } from '@playwright/test';
import { exportGroupLeads, importLeads } from '../support/data-flow';

test('exported leads files hold the rows the server listed', async ({ page }) => {
  await exportGroupLeads(page);
});

test('an import of 300 leads is checked and written by the server', async ({ page }) => {
  await importLeads(page);
});
