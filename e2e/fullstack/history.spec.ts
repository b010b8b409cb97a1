import { test } from '../support/fullstack-test';
import { runHistoryFlow } from '../support/history-flow';

test('the server records who changed a lead’s phone; the owner finds it on «История» and on the row', async ({
  page,
  login,
}) => {
  await runHistoryFlow(page, login);
});
