import { downloadFamilyData, downloadSchoolArchive } from '../support/archive-flow';
import { test } from '../support/mock-test';

test('the owner downloads the school’s archive, and it opens: the JSON for Ritm, a CSV per table for Excel', async ({
  page,
  login,
}) => {
  await downloadSchoolArchive(page, login);
});

test('the owner downloads a family’s data from the client’s row, and it holds that family', async ({
  page,
  login,
}) => {
  await downloadFamilyData(page, login);
});
