import { test } from '../support/fullstack-test';
import { mailFromSmtp } from '../support/mailbox';
import { runMessagesFlow } from '../support/messages-flow';

test('a cancelled lesson reaches the family through a real SMTP server, in the owner’s words, and shows in «Журнал»', async ({
  page,
  login,
}) => {
  await runMessagesFlow(page, login, mailFromSmtp);
});
