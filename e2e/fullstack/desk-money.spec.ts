import { test } from '@playwright/test';
import { freezeAndTakeTheDebtAtTheDesk } from '../support/desk-money-flow';

test('the receptionist freezes a pass from the roll and takes the debt the payment form fills in', async ({
  page,
}) => {
  await freezeAndTakeTheDebtAtTheDesk(page);
});
