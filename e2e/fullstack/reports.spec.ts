import { test } from '../support/fullstack-test';
import { runReports } from '../support/reports-flow';

test('the reports are computed by the server from what was marked', async ({ page, login }) => {
  await runReports(page, login);
});
