import { runClosureFlow } from '../support/closure-flow';
import { test } from '../support/mock-test';

test('the owner closes the school for two days: next week’s lessons are cancelled and a pass runs longer', async ({
  page,
  login,
}) => {
  await runClosureFlow(page, login);
});
