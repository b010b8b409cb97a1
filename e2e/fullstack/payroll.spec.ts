import { test } from '../support/fullstack-test';
import { runPayrollFlow } from '../support/payroll-flow';

test('payroll is computed by the server from the lessons held; a teacher reads only their own', async ({
  page,
  login,
}) => {
  await runPayrollFlow(page, login);
});
