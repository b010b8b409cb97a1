import { test } from '@playwright/test';
import { runClosureFlow } from '../support/closure-flow';

test('a closure is stored by the server: it cancels next week’s lessons and extends a pass', async ({
  page,
}) => {
  await runClosureFlow(page);
});
