import { exportGroupLeads, importLeads } from '../support/data-flow';
import { test } from '../support/mock-test';

test('the owner exports a group of leads to CSV and Excel, and the files hold the rows shown', async ({
  page,
  login,
}) => {
  await exportGroupLeads(page, login);
});

test('the owner imports 300 leads from another CRM: fixes the mapping, sees duplicates and bad rows, finds the result', async ({
  page,
  login,
}) => {
  await importLeads(page, login);
});
