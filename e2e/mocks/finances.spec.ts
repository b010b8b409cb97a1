import { test } from '../support/mock-test';
import { runMoneyLoop } from '../support/money-flow';

test('the owner sells a subscription paid partly, takes the rest, refunds part, marks, freezes; every figure agrees after a reload', async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  await runMoneyLoop(page, login);
});
