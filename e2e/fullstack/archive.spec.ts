import { downloadFamilyData, downloadSchoolArchive } from '../support/archive-flow';
import { test } from '../support/fullstack-test';

test('the school’s archive made by the server opens, with the school’s rows', async ({ page, login }) => {
  await downloadSchoolArchive(page, login);
});

test('a family’s data made by the server holds that family', async ({ page, login }) => {
  await downloadFamilyData(page, login);
});
