import { runHistoryFlow } from '../support/history-flow';
import { test } from '../support/mock-test';

test('the owner finds who changed a lead’s phone, on «История» and on the lead’s row', async ({
  page,
  login,
}) => {
  await runHistoryFlow(page, login);
});
