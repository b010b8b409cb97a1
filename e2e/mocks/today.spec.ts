import { test } from '../support/mock-test';
import { markFoundStudentInFiveKeys } from '../support/today-flow';

test('the front desk marks a student found by name in five keystrokes', async ({ page, login }) => {
  await markFoundStudentInFiveKeys(page, login);
});
