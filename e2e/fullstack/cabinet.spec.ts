import { parentUsesTheCabinet } from '../support/cabinet-flow';
import { test } from '../support/fullstack-test';
import { codeFromSmtp } from '../support/mailbox';

test('a parent on a phone signs in with a code from a real SMTP server, sees both children, says «не придём» and books a trial', async ({
  page,
  login,
}) => {
  await parentUsesTheCabinet(page, login, codeFromSmtp);
});
