import { test } from '@playwright/test';
import { parentUsesTheCabinet } from '../support/cabinet-flow';
import { codeFromSmtp } from '../support/mailbox';

test('a parent on a phone signs in with a code from a real SMTP server, sees both children, says «не придём» and books a trial', async ({
  page,
}) => {
  await parentUsesTheCabinet(page, codeFromSmtp);
});
