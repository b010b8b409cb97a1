import { mailFromMockHost } from '../support/mailbox';
import { runMessagesFlow } from '../support/messages-flow';
import { test } from '../support/mock-test';

test('the owner words the «lesson cancelled» template; a cancelled lesson reaches the family with those words', async ({
  page,
  login,
}) => {
  await runMessagesFlow(page, login, mailFromMockHost);
});
