import { test } from '@playwright/test';
import { downloadFamilyData, downloadSchoolArchive } from '../support/archive-flow';

test('the school’s archive made by the server opens, with the school’s rows', async ({ page }) => {
  await downloadSchoolArchive(page);
});

test('a family’s data made by the server holds that family', async ({ page }) => {
  await downloadFamilyData(page);
});
