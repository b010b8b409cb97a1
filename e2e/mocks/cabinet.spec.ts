import { parentUsesTheCabinet } from '../support/cabinet-flow';
import { codeFromMockHost } from '../support/mailbox';
import { test } from '../support/mock-test';

test('a parent on a phone signs in with a mailed code, sees both children, says «не придём» and books a trial', async ({
  page,
  login,
}) => {
  await parentUsesTheCabinet(page, login, codeFromMockHost);
});
