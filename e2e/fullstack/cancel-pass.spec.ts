import { cancelPassWithMoneyBack } from '../support/cancel-pass-flow';
import { test } from '../support/fullstack-test';

test('the accountant cancels a paid, unused pass with its money back, and the student owes nothing', async ({
  page,
  login,
}) => {
  await cancelPassWithMoneyBack(page, login);
});
