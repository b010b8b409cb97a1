import { test } from '../support/mock-test';
import { runPayrollFlow } from '../support/payroll-flow';

test('the owner sets two teachers’ rates and reads a lesson’s pay; a teacher sees only their own', async ({
  page,
}) => {
  await runPayrollFlow(page);
});
