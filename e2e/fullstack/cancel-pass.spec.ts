import { test } from '@playwright/test';
import { cancelPassWithMoneyBack } from '../support/cancel-pass-flow';

test('the accountant cancels a paid, unused pass with its money back, and the student owes nothing', async ({
  page,
}) => {
  await cancelPassWithMoneyBack(page);
});
