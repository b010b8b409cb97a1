import { test } from '../support/fullstack-test';
import { runMoneyLoop } from '../support/money-flow';

test('the money loop is stored by the server: every figure agrees after a reload', async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  await runMoneyLoop(page, login);
});
