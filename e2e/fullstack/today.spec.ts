import { test } from '../support/fullstack-test';
import { markFoundStudentInFiveKeys } from '../support/today-flow';

test('the front desk marks a student found by name in five keystrokes', async ({ page, login }) => {
  await markFoundStudentInFiveKeys(page, login);
});
