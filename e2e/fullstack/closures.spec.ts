import { runClosureFlow } from '../support/closure-flow';
import { test } from '../support/fullstack-test';

test('a closure is stored by the server: it cancels next week’s lessons and extends a pass', async ({
  page,
  login,
}) => {
  await runClosureFlow(page, login);
});
