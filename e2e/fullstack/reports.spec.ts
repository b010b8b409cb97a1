import { test } from '@playwright/test';
import { runReports } from '../support/reports-flow';

test('the reports are computed by the server from what was marked', async ({ page }) => {
  await runReports(page);
});
