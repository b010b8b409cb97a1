import { test } from '../support/mock-test';
import { runReports } from '../support/reports-flow';

test('the owner marks a lesson and generates each report for its week: charts and the tables under them', async ({
  page,
  login,
}) => {
  await runReports(page, login);
});
