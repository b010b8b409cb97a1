import { test } from '../support/mock-test';
import { runPayrollFlow } from '../support/payroll-flow';

test('the accountant sets two teachers’ rates, closes and pays the period; a teacher sees only their own', async ({
  page,
  login,
}) => {
  await runPayrollFlow(page, login);
});
