import { freezeAndTakeTheDebtAtTheDesk } from '../support/desk-money-flow';
import { test } from '../support/mock-test';

test('the receptionist freezes a pass from the roll and takes the debt the payment form fills in', async ({
  page,
  login,
}) => {
  await freezeAndTakeTheDebtAtTheDesk(page, login);
});
